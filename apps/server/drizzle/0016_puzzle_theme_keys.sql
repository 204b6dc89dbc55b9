CREATE TABLE "puzzle_theme_keys" (
	"theme" text NOT NULL,
	"rating" integer NOT NULL,
	"random_key" real NOT NULL,
	"puzzle_id" text NOT NULL,
	CONSTRAINT "puzzle_theme_keys_theme_rating_random_key_puzzle_id_pk" PRIMARY KEY("theme","rating","random_key","puzzle_id")
);
--> statement-breakpoint
ALTER TABLE "puzzle_theme_keys" ADD CONSTRAINT "puzzle_theme_keys_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_theme_keys_puzzle_idx" ON "puzzle_theme_keys" USING btree ("puzzle_id");--> statement-breakpoint
-- Fills the keys of what is already imported, as refreshThemeKeys does after each import
-- (PUZZLE_KEYED_THEME_SHARE = 0.005, apps/server/src/modules/puzzles/puzzles.selection.ts).
INSERT INTO "puzzle_theme_keys" ("theme", "rating", "random_key", "puzzle_id")
SELECT t."theme", p."rating", p."random_key", p."id"
FROM "puzzle_themes" t JOIN "puzzles" p ON p."themes" @> ARRAY[t."theme"]
WHERE t."puzzle_count" <= (SELECT count(*) FROM "puzzles") * 0.005;
