CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"account_id" text NOT NULL,
	"session_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"application_fee_cents" integer NOT NULL,
	"amount_refunded_cents" integer DEFAULT 0 NOT NULL,
	"available_on" timestamp with time zone NOT NULL,
	"payout_id" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_disputes" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"account_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"arrival_date" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"charge_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_store_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"client_reference_id" text NOT NULL,
	"line_items" jsonb NOT NULL,
	"amount_total_cents" integer NOT NULL,
	"application_fee_cents" integer NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text,
	"awaiting_authentication" boolean DEFAULT false NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"cart_id" text NOT NULL,
	"kind" text NOT NULL,
	"variant_id" text,
	"ticket_tier_id" text,
	"submitted_form_id" text,
	"quantity" integer DEFAULT 1 NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"order_id" text,
	"provider_dispute_id" text NOT NULL,
	"provider_charge_id" text DEFAULT '' NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"status" text NOT NULL,
	"due_by" timestamp with time zone,
	"evidence_text" text DEFAULT '' NOT NULL,
	"evidence_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"submitted_at" timestamp with time zone,
	"last_event_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_holds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"order_id" text NOT NULL,
	"variant_id" text,
	"ticket_tier_id" text,
	"quantity" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "issued_tickets" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"order_id" text NOT NULL,
	"order_item_id" text NOT NULL,
	"ticket_id" text,
	"ticket_tier_id" text,
	"code" text NOT NULL,
	"seed" text NOT NULL,
	"holder_name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'valid' NOT NULL,
	"checked_in_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_variants" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"product_id" text NOT NULL,
	"option_values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"inventory" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"order_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"created_by_user_id" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_tiers" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer NOT NULL,
	"capacity" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_items_ticket_code_uq";--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "variant_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "ticket_tier_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "submitted_form_id" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sku" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "taxable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shippable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fulfilled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_token" text;--> statement-breakpoint
-- Hand-added: orders made before the store had order pages get their random token too.
UPDATE "orders" SET "public_token" = replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "public_token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cart_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "net_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "connected_account_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "checkout_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "charge_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "completed_via" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "failure_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_per_order_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "shipping_per_item_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_disputes" ADD CONSTRAINT "sandbox_disputes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payouts" ADD CONSTRAINT "sandbox_payouts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_store_sessions" ADD CONSTRAINT "sandbox_store_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_ticket_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("ticket_tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_submitted_form_id_submitted_forms_id_fk" FOREIGN KEY ("submitted_form_id") REFERENCES "public"."submitted_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_holds" ADD CONSTRAINT "inventory_holds_ticket_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("ticket_tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issued_tickets" ADD CONSTRAINT "issued_tickets_ticket_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("ticket_tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_tiers" ADD CONSTRAINT "ticket_tiers_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_charges_team_id_idx" ON "sandbox_charges" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sandbox_charges_account_id_idx" ON "sandbox_charges" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "sandbox_disputes_charge_id_idx" ON "sandbox_disputes" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_account_id_idx" ON "sandbox_payouts" USING btree ("account_id","arrival_date");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_id_idx" ON "sandbox_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_key_uq" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_store_sessions_team_id_idx" ON "sandbox_store_sessions" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_store_sessions_idempotency_key_uq" ON "sandbox_store_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_store_sessions_open_idx" ON "sandbox_store_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cart_items_team_id_idx" ON "cart_items" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_variant_uq" ON "cart_items" USING btree ("cart_id","variant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_ticket_tier_uq" ON "cart_items" USING btree ("cart_id","ticket_tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_cart_submitted_form_uq" ON "cart_items" USING btree ("cart_id","submitted_form_id");--> statement-breakpoint
CREATE INDEX "cart_items_variant_id_idx" ON "cart_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "cart_items_ticket_tier_id_idx" ON "cart_items" USING btree ("ticket_tier_id");--> statement-breakpoint
CREATE INDEX "cart_items_submitted_form_id_idx" ON "cart_items" USING btree ("submitted_form_id");--> statement-breakpoint
CREATE INDEX "carts_team_id_idx" ON "carts" USING btree ("team_id","time_modified");--> statement-breakpoint
CREATE INDEX "disputes_team_id_idx" ON "disputes" USING btree ("team_id","time_created");--> statement-breakpoint
CREATE INDEX "disputes_order_id_idx" ON "disputes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_provider_dispute_id_uq" ON "disputes" USING btree ("provider_dispute_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_team_id_idx" ON "inventory_holds" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_order_id_idx" ON "inventory_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inventory_holds_variant_id_idx" ON "inventory_holds" USING btree ("variant_id","expires_at");--> statement-breakpoint
CREATE INDEX "inventory_holds_ticket_tier_id_idx" ON "inventory_holds" USING btree ("ticket_tier_id","expires_at");--> statement-breakpoint
CREATE INDEX "issued_tickets_team_id_idx" ON "issued_tickets" USING btree ("team_id","ticket_id");--> statement-breakpoint
CREATE INDEX "issued_tickets_order_id_idx" ON "issued_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "issued_tickets_order_item_id_idx" ON "issued_tickets" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "issued_tickets_ticket_tier_id_idx" ON "issued_tickets" USING btree ("ticket_tier_id");--> statement-breakpoint
CREATE UNIQUE INDEX "issued_tickets_code_uq" ON "issued_tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_variants_team_id_idx" ON "product_variants" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "product_variants_product_id_idx" ON "product_variants" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "refunds_team_id_idx" ON "refunds" USING btree ("team_id","time_created");--> statement-breakpoint
CREATE INDEX "refunds_order_id_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund_id_uq" ON "refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency_key_uq" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ticket_tiers_team_id_idx" ON "ticket_tiers" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "ticket_tiers_ticket_id_idx" ON "ticket_tiers" USING btree ("ticket_id","position");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ticket_tier_id_ticket_tiers_id_fk" FOREIGN KEY ("ticket_tier_id") REFERENCES "public"."ticket_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_submitted_form_id_submitted_forms_id_fk" FOREIGN KEY ("submitted_form_id") REFERENCES "public"."submitted_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_variant_id_idx" ON "order_items" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "order_items_ticket_tier_id_idx" ON "order_items" USING btree ("ticket_tier_id");--> statement-breakpoint
CREATE INDEX "order_items_submitted_form_id_idx" ON "order_items" USING btree ("submitted_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_token_uq" ON "orders" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "orders_charge_id_idx" ON "orders" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("checkout_expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "ticket_code";--> statement-breakpoint
ALTER TABLE "order_items" DROP COLUMN "redeemed_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "kind";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "quantity";--> statement-breakpoint
-- Hand-added: the flat per-unit shipping price becomes the per-item rate.
UPDATE "products" SET "shipping_per_item_cents" = "shipping_price_cents";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "shipping_price_cents";--> statement-breakpoint
-- Hand-added (decision 009): product variants and ticket tiers are on the public store pages, so
-- a write to them bumps the team's content_version like products and tickets do. Carts, holds,
-- orders, refunds, disputes and the sandbox's records are private and do not bump.
CREATE TRIGGER product_variants_content_version_insert AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER product_variants_content_version_update AFTER UPDATE ON product_variants
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER product_variants_content_version_delete AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER ticket_tiers_content_version_insert AFTER INSERT ON ticket_tiers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER ticket_tiers_content_version_update AFTER UPDATE ON ticket_tiers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER ticket_tiers_content_version_delete AFTER DELETE ON ticket_tiers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
-- Hand-added: the store settings added to storeInfo (tax rate, external store link), with their
-- defaults, on every existing team.
UPDATE "teams" SET "store_info" = jsonb_build_object('taxRateBasisPoints', 0, 'externalStoreLinkCode', '') || "store_info";
