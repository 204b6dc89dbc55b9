CREATE TABLE "game_dirs" (
	"path" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"notes" text,
	"rating" integer DEFAULT 0 NOT NULL,
	"fen" text DEFAULT 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' NOT NULL,
	"pgn" text,
	"solution_fen" text,
	"solution" text,
	"blacks_turn" boolean DEFAULT false NOT NULL,
	"tags" text,
	"dir_path" text DEFAULT '/' NOT NULL,
	"question_type" text,
	"question_choices" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"white" text,
	"black" text,
	"white_elo" integer,
	"black_elo" integer,
	"time_control" text,
	"game_result" text,
	"pgn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"eco" text NOT NULL,
	"name" text NOT NULL,
	"pgn" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "studies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"study_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"pgn" text NOT NULL,
	"fen" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "my_games" ADD CONSTRAINT "my_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_chapters" ADD CONSTRAINT "study_chapters_study_id_studies_id_fk" FOREIGN KEY ("study_id") REFERENCES "public"."studies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_dir_path_idx" ON "games" USING btree ("dir_path");--> statement-breakpoint
CREATE INDEX "my_games_user_idx" ON "my_games" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "study_chapters_study_idx" ON "study_chapters" USING btree ("study_id","position");