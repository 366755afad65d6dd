CREATE TABLE "site_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"team_id" text NOT NULL,
	"kind" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_hosts" ADD CONSTRAINT "site_hosts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_hosts_team_id_idx" ON "site_hosts" USING btree ("team_id");--> statement-breakpoint
-- Existing custom hosts, normalized (lower case, no trailing dot); where two teams held one host,
-- the team whose domain was verified first keeps it and the other's domain is marked invalid
-- (issue 33 §3). Then every held host gets its row, and the unique index closes the door.
UPDATE "teams" SET "url" = rtrim(lower("url"), '.') WHERE "url" <> '';--> statement-breakpoint
WITH "ranked" AS (
	SELECT "t"."id", row_number() OVER (
		PARTITION BY "t"."url"
		ORDER BY ("d"."status" = 'valid') DESC NULLS LAST, "d"."verified_at" ASC NULLS LAST, "t"."time_created" ASC, "t"."id" ASC
	) AS "n"
	FROM "teams" "t" LEFT JOIN "team_domains" "d" ON "d"."team_id" = "t"."id"
	WHERE "t"."url" <> ''
)
UPDATE "teams" SET "url" = '' FROM "ranked" WHERE "teams"."id" = "ranked"."id" AND "ranked"."n" > 1;--> statement-breakpoint
UPDATE "team_domains" SET "status" = 'invalid', "problem" = 'This domain is already connected to another team’s site. If it is yours, contact Sideline support.'
WHERE "status" = 'valid' AND NOT EXISTS (
	SELECT 1 FROM "teams" "t" WHERE "t"."id" = "team_domains"."team_id" AND "t"."url" = "team_domains"."primary_host"
);--> statement-breakpoint
INSERT INTO "site_hosts" ("host", "team_id", "kind")
SELECT "url", "id", 'primary' FROM "teams" WHERE "url" <> '' ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "site_hosts" ("host", "team_id", "kind")
SELECT "d"."alternate_host", "d"."team_id", 'alternate'
FROM "team_domains" "d" JOIN "teams" "t" ON "t"."id" = "d"."team_id" AND "t"."url" = "d"."primary_host"
WHERE "d"."alternate_host" IS NOT NULL
ORDER BY "d"."verified_at" ASC NULLS LAST
ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE UNIQUE INDEX "teams_url_uq" ON "teams" USING btree ("url") WHERE "teams"."url" <> '';