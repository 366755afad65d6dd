CREATE TABLE "domain_registrations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"domain" text NOT NULL,
	"registrar" text NOT NULL,
	"registrar_reference" text NOT NULL,
	"contact" jsonb NOT NULL,
	"years" integer NOT NULL,
	"status" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_requests" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text,
	"kind" text NOT NULL,
	"domain" text NOT NULL,
	"mailboxes" text[] DEFAULT '{}' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"team_name" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_domains" (
	"team_id" text PRIMARY KEY NOT NULL,
	"domain" text NOT NULL,
	"primary_host" text NOT NULL,
	"alternate_host" text,
	"source" text NOT NULL,
	"token" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"problem" text DEFAULT '' NOT NULL,
	"checked_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_registrations" ADD CONSTRAINT "domain_registrations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domain_requests" ADD CONSTRAINT "domain_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_domains" ADD CONSTRAINT "team_domains_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_registrations_domain_idx" ON "domain_registrations" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "domain_registrations_team_id_idx" ON "domain_registrations" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "domain_requests_team_id_idx" ON "domain_requests" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_domains_primary_host_idx" ON "team_domains" USING btree ("primary_host");--> statement-breakpoint
CREATE INDEX "team_domains_alternate_host_idx" ON "team_domains" USING btree ("alternate_host");--> statement-breakpoint
CREATE INDEX "team_domains_status_checked_at_idx" ON "team_domains" USING btree ("status","checked_at");