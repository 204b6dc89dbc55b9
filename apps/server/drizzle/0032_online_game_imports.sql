CREATE TABLE "online_game_imports" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"enabled_by" integer,
	"enabled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_added" integer,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "my_games" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "online_game_imports" ADD CONSTRAINT "online_game_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_game_imports" ADD CONSTRAINT "online_game_imports_enabled_by_users_id_fk" FOREIGN KEY ("enabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "my_games_source_idx" ON "my_games" USING btree ("user_id","source_url") WHERE "my_games"."source_url" is not null;