DROP INDEX "puzzles_rating_key_idx";--> statement-breakpoint
DROP INDEX "puzzles_family_rating_key_idx";--> statement-breakpoint
DROP INDEX "puzzles_variation_rating_key_idx";--> statement-breakpoint
CREATE INDEX "puzzles_rating_key_idx" ON "puzzles" USING btree ("rating","random_key","id","themes");--> statement-breakpoint
CREATE INDEX "puzzles_family_rating_key_idx" ON "puzzles" USING btree ("opening_family","rating","random_key","id","themes") WHERE "puzzles"."opening_family" is not null;--> statement-breakpoint
CREATE INDEX "puzzles_variation_rating_key_idx" ON "puzzles" USING btree ("opening_variation","rating","random_key","id","themes") WHERE "puzzles"."opening_variation" is not null;