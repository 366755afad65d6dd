CREATE INDEX "operator_actions_team_id_idx" ON "operator_actions" USING btree ("team_id","at");--> statement-breakpoint
CREATE INDEX "sandbox_disputes_team_id_idx" ON "sandbox_disputes" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_team_id_idx" ON "sandbox_payouts" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_team_id_idx" ON "sandbox_refunds" USING btree ("team_id");