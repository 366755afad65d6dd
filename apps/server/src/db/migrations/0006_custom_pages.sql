CREATE TABLE "custom_pages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_pages" ADD CONSTRAINT "custom_pages_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_pages_team_id_idx" ON "custom_pages" USING btree ("team_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_pages_team_url_id_uq" ON "custom_pages" USING btree ("team_id","url_id") WHERE "custom_pages"."deleted" = false;--> statement-breakpoint
-- Custom pages are public content: their writes bump the team's content version like the other
-- content tables (migration 0004, decision 009).
CREATE TRIGGER custom_pages_content_version_insert AFTER INSERT ON custom_pages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER custom_pages_content_version_update AFTER UPDATE ON custom_pages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();--> statement-breakpoint
CREATE TRIGGER custom_pages_content_version_delete AFTER DELETE ON custom_pages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_team_content_version();
