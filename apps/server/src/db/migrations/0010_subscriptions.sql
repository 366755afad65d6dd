CREATE TABLE "processed_payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"product" text NOT NULL,
	"period" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_amount_cents" integer NOT NULL,
	"trial_days" integer NOT NULL,
	"promo_code" text DEFAULT '' NOT NULL,
	"customer_email" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"awaiting_authentication" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_promotion_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"percent_off" integer,
	"amount_off_cents" integer,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"times_redeemed" integer DEFAULT 0 NOT NULL,
	"first_time_only" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"product" text NOT NULL,
	"period" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"has_payment_method" boolean NOT NULL,
	"promo_code" text DEFAULT '' NOT NULL,
	"charges_made" integer DEFAULT 0 NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"product" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'none' NOT NULL,
	"provider" text NOT NULL,
	"provider_subscription_id" text,
	"provider_customer_id" text,
	"trial_end" timestamp with time zone,
	"current_period_end" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"has_payment_method" boolean DEFAULT false NOT NULL,
	"promo_code" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"last_event_at" timestamp with time zone,
	"reminder_7_sent_for" timestamp with time zone,
	"reminder_3_sent_for" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_provider_subscription_id_unique" UNIQUE("provider_subscription_id")
);
--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_team_id_idx" ON "sandbox_checkout_sessions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_team_id_idx" ON "sandbox_subscriptions" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_team_product_idx" ON "subscriptions" USING btree ("team_id","product");