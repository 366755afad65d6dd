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
ALTER TABLE "team_data_exports" ADD CONSTRAINT "team_data_exports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_data_exports_team_id_idx" ON "team_data_exports" USING btree ("team_id","requested_at");--> statement-breakpoint
CREATE INDEX "team_data_exports_status_idx" ON "team_data_exports" USING btree ("status","claimed_until");--> statement-breakpoint
CREATE INDEX "team_data_exports_expires_at_idx" ON "team_data_exports" USING btree ("expires_at");