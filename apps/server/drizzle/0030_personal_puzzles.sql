DROP INDEX "puzzles_rating_key_idx";--> statement-breakpoint
DROP INDEX "puzzles_family_rating_key_idx";--> statement-breakpoint
DROP INDEX "puzzles_variation_rating_key_idx";--> statement-breakpoint
ALTER TABLE "my_games" ADD COLUMN "analysis_id" integer;--> statement-breakpoint
ALTER TABLE "puzzles" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "puzzles" ADD COLUMN "my_game_id" integer;--> statement-breakpoint
ALTER TABLE "puzzles" ADD COLUMN "game_ply" integer;--> statement-breakpoint
ALTER TABLE "my_games" ADD CONSTRAINT "my_games_analysis_id_game_analyses_id_fk" FOREIGN KEY ("analysis_id") REFERENCES "public"."game_analyses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzles" ADD CONSTRAINT "puzzles_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzles" ADD CONSTRAINT "puzzles_my_game_id_my_games_id_fk" FOREIGN KEY ("my_game_id") REFERENCES "public"."my_games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "my_games_analysis_idx" ON "my_games" USING btree ("analysis_id") WHERE "my_games"."analysis_id" is not null;--> statement-breakpoint
CREATE INDEX "puzzles_owner_idx" ON "puzzles" USING btree ("owner_id","my_game_id") WHERE "puzzles"."owner_id" is not null;--> statement-breakpoint
CREATE INDEX "puzzles_rating_key_idx" ON "puzzles" USING btree ("rating","random_key","id","themes") WHERE "puzzles"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "puzzles_family_rating_key_idx" ON "puzzles" USING btree ("opening_family","rating","random_key","id","themes") WHERE "puzzles"."opening_family" is not null and "puzzles"."owner_id" is null;--> statement-breakpoint
CREATE INDEX "puzzles_variation_rating_key_idx" ON "puzzles" USING btree ("opening_variation","rating","random_key","id","themes") WHERE "puzzles"."opening_variation" is not null and "puzzles"."owner_id" is null;