CREATE TABLE "sandbox_payment_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"email" text NOT NULL,
	"business_name" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"onboarding_token" text,
	"return_url" text,
	"refresh_url" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_payment_accounts" ADD CONSTRAINT "sandbox_payment_accounts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payment_accounts_team_id_idx" ON "sandbox_payment_accounts" USING btree ("team_id");