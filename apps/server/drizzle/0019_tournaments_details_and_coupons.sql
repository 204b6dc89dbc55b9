CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer,
	"coupon_type" text NOT NULL,
	"coupon_code" text NOT NULL,
	"coupon_value" integer NOT NULL,
	"expiration_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "description_html" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "pairings_html" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "standings_html" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "prize_text" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "bg_image" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "sections" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "major_fees" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "schedules" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "team_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "grade_event" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "fide_rated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "online" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "show_entries" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "max_byes" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_key" ON "coupons" USING btree (lower("coupon_code"));--> statement-breakpoint
CREATE INDEX "coupons_tournament_idx" ON "coupons" USING btree ("tournament_id");