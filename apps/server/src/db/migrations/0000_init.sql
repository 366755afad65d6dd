CREATE TABLE "articles" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"season_id" text,
	"game_id" text,
	"event_id" text,
	"practice_id" text,
	"player_id" text,
	"coach_id" text,
	"gallery_id" text,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"mobile_content" text DEFAULT '' NOT NULL,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"time_of_article" timestamp with time zone DEFAULT now() NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"season_id" text,
	"article_id" text,
	"gallery_id" text,
	"event_type" text DEFAULT 'event' NOT NULL,
	"title" text NOT NULL,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"time_of_event" timestamp with time zone NOT NULL,
	"end_time_of_event" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"slug" text NOT NULL,
	"form_type" integer NOT NULL,
	"pre_developed_form_id" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"notification_emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_developed_forms" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"form_type" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"fields" jsonb NOT NULL,
	"sports_type" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pre_developed_forms_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "submitted_forms" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"form_id" text,
	"form_type" integer NOT NULL,
	"emails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_options" jsonb NOT NULL,
	"order_id" text,
	"read" boolean DEFAULT false NOT NULL,
	"replied" boolean DEFAULT false NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"season_id" text,
	"game_id" text,
	"event_id" text,
	"practice_id" text,
	"player_id" text,
	"coach_id" text,
	"article_id" text,
	"title" text NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_my_library" boolean DEFAULT false NOT NULL,
	"time_of_gallery" timestamp with time zone DEFAULT now() NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"gallery_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"tag_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tag_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"width" integer,
	"height" integer,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_coaches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"game_id" text NOT NULL,
	"coach_id" text NOT NULL,
	"season_id" text,
	"league_id" text,
	"title" text DEFAULT '' NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "game_players" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"game_id" text NOT NULL,
	"player_id" text NOT NULL,
	"season_id" text,
	"league_id" text,
	"number" text DEFAULT '' NOT NULL,
	"position" text DEFAULT '' NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"season_id" text,
	"league_id" text,
	"opponent_id" text,
	"article_id" text,
	"gallery_id" text,
	"pre_developed_season_id" text,
	"pre_developed_league_id" text,
	"pre_developed_conference_id" text,
	"title" text NOT NULL,
	"home_game" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"time_of_game" timestamp with time zone NOT NULL,
	"time_tba" boolean DEFAULT false NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"attendance" integer,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"article_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"win_or_loss" text,
	"game_score" text DEFAULT '' NOT NULL,
	"shut_out" boolean DEFAULT false NOT NULL,
	"stats" jsonb,
	"promotional_text" text DEFAULT '' NOT NULL,
	"promotional_video" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"division" text DEFAULT '' NOT NULL,
	"pre_developed_league_id" text,
	"pre_developed_conference_id" text,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_developed_conferences" (
	"id" text PRIMARY KEY NOT NULL,
	"league_id" text NOT NULL,
	"name" text NOT NULL,
	"sports_type" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_developed_leagues" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"division" text DEFAULT '' NOT NULL,
	"sports_type" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opponents" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"team_name" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"team_id" text,
	"team_reference" text DEFAULT '' NOT NULL,
	"from" text NOT NULL,
	"to" jsonb NOT NULL,
	"cc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bcc" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"template_id" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"personalization" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"role" text DEFAULT 'coach' NOT NULL,
	"current" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profile_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"profile_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alumni" boolean DEFAULT false NOT NULL,
	"overriding_stats" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pre_developed_seasons" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sports_type" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"name" text NOT NULL,
	"pre_developed_season_id" text,
	"start_date" date,
	"end_date" date,
	"notes" text DEFAULT '' NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"name" text NOT NULL,
	"logo" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"order_id" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" text,
	"ticket_id" text,
	"form_id" text,
	"name" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"total_cents" integer NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fulfilment_status" text DEFAULT 'unfulfilled' NOT NULL,
	"shipping_carrier" text DEFAULT '' NOT NULL,
	"shipping_number" text DEFAULT '' NOT NULL,
	"shipping_url" text DEFAULT '' NOT NULL,
	"ticket_code" text,
	"redeemed_at" timestamp with time zone,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"order_number" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"customer_email" text NOT NULL,
	"customer_phone" text DEFAULT '' NOT NULL,
	"shipping_address" jsonb,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"shipping_cents" integer DEFAULT 0 NOT NULL,
	"tax_cents" integer DEFAULT 0 NOT NULL,
	"service_fee_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"payment_provider" text DEFAULT 'sandbox' NOT NULL,
	"checkout_session_id" text,
	"payment_intent_id" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"reinstated_at" timestamp with time zone,
	"notes" text DEFAULT '' NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"url_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shippable" boolean DEFAULT true NOT NULL,
	"shipping_price_cents" integer DEFAULT 0 NOT NULL,
	"weight_lb" double precision DEFAULT 0 NOT NULL,
	"length_in" double precision DEFAULT 0 NOT NULL,
	"width_in" double precision DEFAULT 0 NOT NULL,
	"height_in" double precision DEFAULT 0 NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"team_id" text NOT NULL,
	"event_id" text,
	"game_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"quantity" integer,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"max_per_order" integer DEFAULT 10 NOT NULL,
	"feature_image" jsonb DEFAULT '{"file":"","link":""}'::jsonb NOT NULL,
	"venue" text DEFAULT '' NOT NULL,
	"time_of_event" timestamp with time zone,
	"end_time_of_event" timestamp with time zone,
	"on_ticket_update_needed" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"sports_type" text DEFAULT 'NONE' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"name" text NOT NULL,
	"owner_user_id" text,
	"is_demo" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_admin_info" (
	"team_id" text PRIMARY KEY NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sports_type" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_store_activation" (
	"team_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_subscription_info" (
	"team_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"sports_type" text NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" text PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"slug" text NOT NULL,
	"organization_id" text NOT NULL,
	"owner_user_id" text,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sports_type" text NOT NULL,
	"age_type" text NOT NULL,
	"website_type" text DEFAULT 'WEBSITEANDSTORE' NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"info" jsonb NOT NULL,
	"store_info" jsonb NOT NULL,
	"logo" jsonb NOT NULL,
	"silhouette_logo" jsonb NOT NULL,
	"website" jsonb NOT NULL,
	"socials" jsonb NOT NULL,
	"form" jsonb NOT NULL,
	"policies" jsonb NOT NULL,
	"communications" jsonb NOT NULL,
	"licensing_agreement" jsonb NOT NULL,
	"store_licensing_agreement" jsonb NOT NULL,
	"notifications" jsonb NOT NULL,
	"login_count" integer DEFAULT 1 NOT NULL,
	"login_time" timestamp with time zone,
	"referral_id" text NOT NULL,
	"referred_by" text,
	"stripe_account_id" text,
	"published" boolean DEFAULT false NOT NULL,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"time_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_slug_unique" UNIQUE("slug"),
	CONSTRAINT "teams_referral_id_unique" UNIQUE("referral_id")
);
--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_practice_id_events_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_pre_developed_form_id_pre_developed_forms_id_fk" FOREIGN KEY ("pre_developed_form_id") REFERENCES "public"."pre_developed_forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_forms" ADD CONSTRAINT "submitted_forms_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_forms" ADD CONSTRAINT "submitted_forms_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submitted_forms" ADD CONSTRAINT "submitted_forms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_practice_id_events_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galleries" ADD CONSTRAINT "galleries_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_coaches" ADD CONSTRAINT "game_coaches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_coaches" ADD CONSTRAINT "game_coaches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_coaches" ADD CONSTRAINT "game_coaches_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_coaches" ADD CONSTRAINT "game_coaches_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_coaches" ADD CONSTRAINT "game_coaches_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_opponent_id_opponents_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."opponents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_pre_developed_season_id_pre_developed_seasons_id_fk" FOREIGN KEY ("pre_developed_season_id") REFERENCES "public"."pre_developed_seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_pre_developed_league_id_pre_developed_leagues_id_fk" FOREIGN KEY ("pre_developed_league_id") REFERENCES "public"."pre_developed_leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_pre_developed_conference_id_pre_developed_conferences_id_fk" FOREIGN KEY ("pre_developed_conference_id") REFERENCES "public"."pre_developed_conferences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_pre_developed_league_id_pre_developed_leagues_id_fk" FOREIGN KEY ("pre_developed_league_id") REFERENCES "public"."pre_developed_leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_pre_developed_conference_id_pre_developed_conferences_id_fk" FOREIGN KEY ("pre_developed_conference_id") REFERENCES "public"."pre_developed_conferences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pre_developed_conferences" ADD CONSTRAINT "pre_developed_conferences_league_id_pre_developed_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."pre_developed_leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opponents" ADD CONSTRAINT "opponents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_pre_developed_season_id_pre_developed_seasons_id_fk" FOREIGN KEY ("pre_developed_season_id") REFERENCES "public"."pre_developed_seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_admin_info" ADD CONSTRAINT "team_admin_info_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_store_activation" ADD CONSTRAINT "team_store_activation_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_subscription_info" ADD CONSTRAINT "team_subscription_info_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_team_id_idx" ON "articles" USING btree ("team_id","time_of_article");--> statement-breakpoint
CREATE INDEX "articles_season_id_idx" ON "articles" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "articles_game_id_idx" ON "articles" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "articles_event_id_idx" ON "articles" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "articles_practice_id_idx" ON "articles" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "articles_player_id_idx" ON "articles" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "articles_coach_id_idx" ON "articles" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "articles_gallery_id_idx" ON "articles" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "articles_tags_idx" ON "articles" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "articles_team_url_uq" ON "articles" USING btree ("team_id","url") WHERE "articles"."deleted" = false;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "events_team_id_idx" ON "events" USING btree ("team_id","time_of_event");--> statement-breakpoint
CREATE INDEX "events_season_id_idx" ON "events" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "events_article_id_idx" ON "events" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "events_gallery_id_idx" ON "events" USING btree ("gallery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_team_url_id_uq" ON "events" USING btree ("team_id","url_id") WHERE "events"."deleted" = false;--> statement-breakpoint
CREATE INDEX "forms_team_id_idx" ON "forms" USING btree ("team_id","form_type");--> statement-breakpoint
CREATE INDEX "forms_pre_developed_form_id_idx" ON "forms" USING btree ("pre_developed_form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "forms_team_slug_uq" ON "forms" USING btree ("team_id","slug") WHERE "forms"."deleted" = false;--> statement-breakpoint
CREATE INDEX "pre_developed_forms_sports_type_idx" ON "pre_developed_forms" USING btree ("sports_type","title");--> statement-breakpoint
CREATE INDEX "submitted_forms_team_id_idx" ON "submitted_forms" USING btree ("team_id","time_created");--> statement-breakpoint
CREATE INDEX "submitted_forms_form_id_idx" ON "submitted_forms" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "submitted_forms_order_id_idx" ON "submitted_forms" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "galleries_team_id_idx" ON "galleries" USING btree ("team_id","time_of_gallery");--> statement-breakpoint
CREATE INDEX "galleries_season_id_idx" ON "galleries" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "galleries_game_id_idx" ON "galleries" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "galleries_event_id_idx" ON "galleries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "galleries_practice_id_idx" ON "galleries" USING btree ("practice_id");--> statement-breakpoint
CREATE INDEX "galleries_player_id_idx" ON "galleries" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "galleries_coach_id_idx" ON "galleries" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "galleries_article_id_idx" ON "galleries" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "galleries_tag_ids_idx" ON "galleries" USING gin ("tag_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_team_url_id_uq" ON "galleries" USING btree ("team_id","url_id") WHERE "galleries"."deleted" = false;--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_team_my_library_uq" ON "galleries" USING btree ("team_id") WHERE "galleries"."is_my_library" = true;--> statement-breakpoint
CREATE INDEX "photos_team_id_idx" ON "photos" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "photos_gallery_id_idx" ON "photos" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "photos_tag_ids_idx" ON "photos" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "game_coaches_team_id_idx" ON "game_coaches" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "game_coaches_game_id_idx" ON "game_coaches" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_coaches_coach_id_idx" ON "game_coaches" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "game_coaches_season_id_idx" ON "game_coaches" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "game_coaches_league_id_idx" ON "game_coaches" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "game_players_team_id_idx" ON "game_players" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "game_players_game_id_idx" ON "game_players" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_players_player_id_idx" ON "game_players" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "game_players_season_id_idx" ON "game_players" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "game_players_league_id_idx" ON "game_players" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "games_team_id_idx" ON "games" USING btree ("team_id","time_of_game");--> statement-breakpoint
CREATE INDEX "games_season_id_idx" ON "games" USING btree ("season_id","time_of_game");--> statement-breakpoint
CREATE INDEX "games_league_id_idx" ON "games" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "games_opponent_id_idx" ON "games" USING btree ("opponent_id");--> statement-breakpoint
CREATE INDEX "games_article_id_idx" ON "games" USING btree ("article_id");--> statement-breakpoint
CREATE INDEX "games_gallery_id_idx" ON "games" USING btree ("gallery_id");--> statement-breakpoint
CREATE INDEX "games_pre_developed_season_id_idx" ON "games" USING btree ("pre_developed_season_id");--> statement-breakpoint
CREATE INDEX "games_pre_developed_league_id_idx" ON "games" USING btree ("pre_developed_league_id");--> statement-breakpoint
CREATE INDEX "games_pre_developed_conference_id_idx" ON "games" USING btree ("pre_developed_conference_id");--> statement-breakpoint
CREATE INDEX "leagues_team_id_idx" ON "leagues" USING btree ("team_id","time_created");--> statement-breakpoint
CREATE INDEX "leagues_pre_developed_league_id_idx" ON "leagues" USING btree ("pre_developed_league_id");--> statement-breakpoint
CREATE INDEX "leagues_pre_developed_conference_id_idx" ON "leagues" USING btree ("pre_developed_conference_id");--> statement-breakpoint
CREATE INDEX "pre_developed_conferences_league_id_idx" ON "pre_developed_conferences" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "pre_developed_leagues_sports_type_idx" ON "pre_developed_leagues" USING btree ("sports_type","name","division");--> statement-breakpoint
CREATE INDEX "opponents_team_id_idx" ON "opponents" USING btree ("team_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "opponents_team_url_id_uq" ON "opponents" USING btree ("team_id","url_id") WHERE "opponents"."deleted" = false;--> statement-breakpoint
CREATE INDEX "files_team_id_idx" ON "files" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_team_idx" ON "mail_outbox" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "coaches_team_id_idx" ON "coaches" USING btree ("team_id","role","current");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_team_url_id_uq" ON "coaches" USING btree ("team_id","url_id") WHERE "coaches"."deleted" = false;--> statement-breakpoint
CREATE INDEX "players_team_id_idx" ON "players" USING btree ("team_id","alumni","name");--> statement-breakpoint
CREATE UNIQUE INDEX "players_team_url_id_uq" ON "players" USING btree ("team_id","url_id") WHERE "players"."deleted" = false;--> statement-breakpoint
CREATE INDEX "pre_developed_seasons_sports_type_idx" ON "pre_developed_seasons" USING btree ("sports_type","name");--> statement-breakpoint
CREATE INDEX "seasons_team_id_idx" ON "seasons" USING btree ("team_id","time_created");--> statement-breakpoint
CREATE INDEX "seasons_pre_developed_season_id_idx" ON "seasons" USING btree ("pre_developed_season_id");--> statement-breakpoint
CREATE INDEX "sponsors_team_id_idx" ON "sponsors" USING btree ("team_id","order");--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_team_url_id_uq" ON "sponsors" USING btree ("team_id","url_id") WHERE "sponsors"."deleted" = false;--> statement-breakpoint
CREATE INDEX "order_items_team_id_idx" ON "order_items" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "order_items_order_id_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_items_product_id_idx" ON "order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "order_items_ticket_id_idx" ON "order_items" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "order_items_form_id_idx" ON "order_items" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_items_ticket_code_uq" ON "order_items" USING btree ("ticket_code");--> statement-breakpoint
CREATE INDEX "orders_team_id_idx" ON "orders" USING btree ("team_id","time_created");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_team_order_number_uq" ON "orders" USING btree ("team_id","order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_checkout_session_id_uq" ON "orders" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "orders_payment_intent_id_idx" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "products_team_id_idx" ON "products" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_team_url_id_uq" ON "products" USING btree ("team_id","url_id") WHERE "products"."deleted" = false;--> statement-breakpoint
CREATE INDEX "tickets_team_id_idx" ON "tickets" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "tickets_event_id_idx" ON "tickets" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "tickets_game_id_idx" ON "tickets" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "organizations_owner_user_id_idx" ON "organizations" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "teams_organization_id_idx" ON "teams" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "teams_owner_user_id_idx" ON "teams" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "teams_email_idx" ON "teams" USING btree ("email");