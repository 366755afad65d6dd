CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"viewed_at" timestamp with time zone NOT NULL,
	"path" text NOT NULL,
	"visitor_id" text NOT NULL,
	"referrer_host" text DEFAULT '' NOT NULL,
	"device" text NOT NULL,
	"browser" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_actions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"operator_email" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"team_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"referrer_team_id" text NOT NULL,
	"referred_team_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text NOT NULL,
	"paid_since" timestamp with time zone NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"payment_reference" text DEFAULT '' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "referral_rewards_referred_team_id_unique" UNIQUE("referred_team_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"author_role" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"moderated_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_interests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"category" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"vendor_name" text NOT NULL,
	"vendor_email" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_email" text NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"done_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_writes" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_data_exports" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text DEFAULT '' NOT NULL,
	"requested_by_email" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"file_key" text,
	"size_bytes" integer,
	"error" text,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_devices" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"name" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_check_ins" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"issued_ticket_id" text NOT NULL,
	"device_id" text NOT NULL,
	"nonce" text NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undo_nonce" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_signing_keys" (
	"team_id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"secret_key" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_requests" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_promotion_codes" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "paid_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referrer_team_id_teams_id_fk" FOREIGN KEY ("referrer_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referred_team_id_teams_id_fk" FOREIGN KEY ("referred_team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_interests" ADD CONSTRAINT "vendor_interests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_data_exports" ADD CONSTRAINT "team_data_exports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_devices" ADD CONSTRAINT "scan_devices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_devices" ADD CONSTRAINT "scan_devices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_issued_ticket_id_issued_tickets_id_fk" FOREIGN KEY ("issued_ticket_id") REFERENCES "public"."issued_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_device_id_scan_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."scan_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_signing_keys" ADD CONSTRAINT "ticket_signing_keys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_team_time_idx" ON "page_views" USING btree ("team_id","viewed_at");--> statement-breakpoint
CREATE INDEX "operator_actions_at_idx" ON "operator_actions" USING btree ("at");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("referrer_team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_team_id_idx" ON "reviews" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "reviews_status_idx" ON "reviews" USING btree ("status");--> statement-breakpoint
CREATE INDEX "vendor_interests_team_id_idx" ON "vendor_interests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "file_writes_started_at_idx" ON "file_writes" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "team_data_exports_team_id_idx" ON "team_data_exports" USING btree ("team_id","requested_at");--> statement-breakpoint
CREATE INDEX "team_data_exports_status_idx" ON "team_data_exports" USING btree ("status","claimed_until");--> statement-breakpoint
CREATE INDEX "team_data_exports_expires_at_idx" ON "team_data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "scan_devices_team_id_idx" ON "scan_devices" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_devices_ticket_name_uq" ON "scan_devices" USING btree ("ticket_id","name");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_team_ticket_idx" ON "ticket_check_ins" USING btree ("team_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_issued_ticket_idx" ON "ticket_check_ins" USING btree ("issued_ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_device_idx" ON "ticket_check_ins" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_check_ins_nonce_uq" ON "ticket_check_ins" USING btree ("ticket_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_check_ins_undo_nonce_uq" ON "ticket_check_ins" USING btree ("ticket_id","undo_nonce");