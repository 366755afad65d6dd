CREATE TABLE "file_writes" (
	"key" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "file_writes_started_at_idx" ON "file_writes" USING btree ("started_at");