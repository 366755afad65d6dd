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
ALTER TABLE "scan_devices" ADD CONSTRAINT "scan_devices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_devices" ADD CONSTRAINT "scan_devices_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_issued_ticket_id_issued_tickets_id_fk" FOREIGN KEY ("issued_ticket_id") REFERENCES "public"."issued_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_check_ins" ADD CONSTRAINT "ticket_check_ins_device_id_scan_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."scan_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_signing_keys" ADD CONSTRAINT "ticket_signing_keys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scan_devices_team_id_idx" ON "scan_devices" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_devices_ticket_name_uq" ON "scan_devices" USING btree ("ticket_id","name");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_team_ticket_idx" ON "ticket_check_ins" USING btree ("team_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_issued_ticket_idx" ON "ticket_check_ins" USING btree ("issued_ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_check_ins_device_idx" ON "ticket_check_ins" USING btree ("device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_check_ins_nonce_uq" ON "ticket_check_ins" USING btree ("ticket_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_check_ins_undo_nonce_uq" ON "ticket_check_ins" USING btree ("ticket_id","undo_nonce");