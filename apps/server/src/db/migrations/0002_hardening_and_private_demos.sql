-- Hand-added: files without an owner cannot be served under the new rules; none are written today.
DELETE FROM "files" WHERE "team_id" IS NULL;--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "team_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_email" text;--> statement-breakpoint
ALTER TABLE "sandbox_payment_accounts" ADD COLUMN "onboarding_token_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-added: every file stored before this migration is a seeded image of published content.
UPDATE "files" SET "is_public" = true;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "private_demo_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "teams_private_demo_expires_at_idx" ON "teams" USING btree ("private_demo_expires_at");