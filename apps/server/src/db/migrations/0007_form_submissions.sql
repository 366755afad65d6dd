ALTER TABLE "submitted_forms" ADD COLUMN "payment_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "submitted_forms" ADD COLUMN "amount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submitted_forms" ADD COLUMN "confirmation_mail_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "in_reply_to" text;