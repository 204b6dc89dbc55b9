CREATE TABLE "game_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_key" text NOT NULL,
	"start_fen" text NOT NULL,
	"sans" jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"nodes" integer,
	"engine" text,
	"start_evaluation" jsonb,
	"moves" jsonb,
	"accuracy_white" real,
	"accuracy_black" real,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analysed_at" timestamp with time zone,
	CONSTRAINT "game_analyses_game_key_unique" UNIQUE("game_key")
);
--> statement-breakpoint
ALTER TABLE "my_games" ADD COLUMN "live_game_id" text;--> statement-breakpoint
CREATE INDEX "my_games_live_idx" ON "my_games" USING btree ("live_game_id") WHERE "my_games"."live_game_id" is not null;