CREATE TABLE "puzzle_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"lines_read" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"file_size" bigint,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "puzzle_openings" (
	"family" text NOT NULL,
	"variation" text,
	"puzzle_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_themes" (
	"theme" text PRIMARY KEY NOT NULL,
	"puzzle_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" text PRIMARY KEY NOT NULL,
	"fen" text NOT NULL,
	"moves" text NOT NULL,
	"rating" integer NOT NULL,
	"rating_deviation" integer NOT NULL,
	"volatility" real DEFAULT 0.09 NOT NULL,
	"popularity" integer NOT NULL,
	"nb_plays" integer NOT NULL,
	"themes" text[] NOT NULL,
	"game_url" text,
	"opening_family" text,
	"opening_variation" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "puzzle_imports" ADD CONSTRAINT "puzzle_imports_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "puzzle_openings_family_variation_idx" ON "puzzle_openings" USING btree ("family",coalesce("variation", ''));--> statement-breakpoint
CREATE INDEX "puzzles_rating_idx" ON "puzzles" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "puzzles_themes_idx" ON "puzzles" USING gin ("themes");