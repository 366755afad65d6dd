CREATE TABLE "scan_access_sessions" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"access_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scan_accesses" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"ticket_id" text NOT NULL,
	"label" text NOT NULL,
	"token_hash" text NOT NULL,
	"pin_hash" text NOT NULL,
	"failed_pins" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scan_access_sessions" ADD CONSTRAINT "scan_access_sessions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_access_sessions" ADD CONSTRAINT "scan_access_sessions_access_id_scan_accesses_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."scan_accesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_accesses" ADD CONSTRAINT "scan_accesses_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_accesses" ADD CONSTRAINT "scan_accesses_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_access_sessions_team_id_idx" ON "scan_access_sessions" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "scan_access_sessions_access_id_idx" ON "scan_access_sessions" USING btree ("access_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_access_sessions_token_hash_uq" ON "scan_access_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scan_accesses_team_ticket_idx" ON "scan_accesses" USING btree ("team_id","ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_accesses_token_hash_uq" ON "scan_accesses" USING btree ("token_hash");