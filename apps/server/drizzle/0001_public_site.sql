CREATE TABLE "camp_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_name" text NOT NULL,
	"event_slot" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"price_cents" integer NOT NULL,
	"early_bird_price_cents" integer,
	"early_bird_deadline" date,
	"event_unit" integer DEFAULT 5 NOT NULL,
	"capacity" integer DEFAULT 20 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"bio" text NOT NULL,
	"photo_url" text,
	"group_monthly_cents" integer,
	"private_monthly_cents" integer,
	"private_online_monthly_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone_number" text,
	"kids_name" text,
	"unsubscribe" boolean DEFAULT false NOT NULL,
	"modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gallery_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image_index" integer NOT NULL,
	"image_url" text NOT NULL,
	"caption" text
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text,
	"inquiry_type" text NOT NULL,
	"question" text NOT NULL,
	"appointment_date" timestamp with time zone,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"notes" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"location_id" integer,
	"level" text,
	"description" text,
	"price_cents" integer NOT NULL,
	"price_unit" text NOT NULL,
	"registration_fee_cents" integer,
	"max_students" integer,
	"day_of_week" integer,
	"start_time" text,
	"end_time" text,
	"start_date" date,
	"end_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"description" text,
	"short_description" text,
	"time_control" text NOT NULL,
	"entry_fees_cents" integer NOT NULL,
	"club_entry_fees_cents" integer,
	"rounds" integer NOT NULL,
	"tournament_date" date NOT NULL,
	"start_time" text NOT NULL,
	"duration_minutes" integer DEFAULT 240 NOT NULL,
	"major_event" boolean DEFAULT false NOT NULL,
	"rated" boolean DEFAULT true NOT NULL,
	"soldout" boolean DEFAULT false NOT NULL,
	"location_id" integer
);
--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "camp_events_name_slot_key" ON "camp_events" USING btree ("event_name","event_slot");--> statement-breakpoint
CREATE UNIQUE INDEX "coaches_first_name_lower_key" ON "coaches" USING btree (lower("first_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_email_lower_key" ON "contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "inquiries_created_idx" ON "inquiries" USING btree ("created_date");--> statement-breakpoint
CREATE INDEX "news_items_published_idx" ON "news_items" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_short_name_key" ON "tournaments" USING btree ("short_name");--> statement-breakpoint
CREATE INDEX "tournaments_date_idx" ON "tournaments" USING btree ("tournament_date");