ALTER TABLE "teams" ADD COLUMN "demo_id" text;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_demo_id_unique" UNIQUE("demo_id");--> statement-breakpoint
-- The shared demo teams seeded before this column: the oldest team of the demo organization with
-- each demo owner's address (how they were found until now) gets its demo id.
UPDATE "teams" SET "demo_id" = CASE "email"
    WHEN 'demo-hockey@sideline.local' THEN 'hockey'
    WHEN 'demo-rugby@sideline.local' THEN 'rugby'
    WHEN 'demo-lacrosse@sideline.local' THEN 'lacrosse'
  END
WHERE "id" IN (
  SELECT DISTINCT ON ("t"."email") "t"."id"
  FROM "teams" "t" JOIN "organizations" "o" ON "o"."id" = "t"."organization_id"
  WHERE "o"."is_demo"
    AND "t"."email" IN ('demo-hockey@sideline.local', 'demo-rugby@sideline.local', 'demo-lacrosse@sideline.local')
  ORDER BY "t"."email", "t"."time_created"
);
