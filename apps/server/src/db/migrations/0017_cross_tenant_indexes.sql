CREATE INDEX "files_held_time_created_idx" ON "files" USING btree ("time_created") WHERE "files"."metadata" ? 'heldForConfirmation';--> statement-breakpoint
CREATE INDEX "teams_slug_pattern_idx" ON "teams" USING btree ("slug" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "teams_referred_by_idx" ON "teams" USING btree ("referred_by") WHERE "teams"."referred_by" is not null;