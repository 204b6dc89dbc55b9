CREATE TABLE "puzzle_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"puzzle_id" text NOT NULL,
	"mode" text NOT NULL,
	"solved" boolean NOT NULL,
	"rated" boolean NOT NULL,
	"shown_move" boolean DEFAULT false NOT NULL,
	"puzzle_rating" integer NOT NULL,
	"user_rating" integer NOT NULL,
	"rating_change" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_players" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rating" real DEFAULT 1500 NOT NULL,
	"deviation" real DEFAULT 500 NOT NULL,
	"volatility" real DEFAULT 0.09 NOT NULL,
	"nb_rated" integer DEFAULT 0 NOT NULL,
	"survival_best" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzle_reviews" (
	"user_id" integer NOT NULL,
	"puzzle_id" text NOT NULL,
	"step" integer NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "puzzle_reviews_user_id_puzzle_id_pk" PRIMARY KEY("user_id","puzzle_id")
);
--> statement-breakpoint
CREATE TABLE "puzzle_survival_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"puzzle_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "puzzles" ADD COLUMN "random_key" real DEFAULT random() NOT NULL;--> statement-breakpoint
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_attempts" ADD CONSTRAINT "puzzle_attempts_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_players" ADD CONSTRAINT "puzzle_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_reviews" ADD CONSTRAINT "puzzle_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_reviews" ADD CONSTRAINT "puzzle_reviews_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_survival_runs" ADD CONSTRAINT "puzzle_survival_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_survival_runs" ADD CONSTRAINT "puzzle_survival_runs_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_attempts_user_id_idx" ON "puzzle_attempts" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "puzzle_attempts_user_puzzle_idx" ON "puzzle_attempts" USING btree ("user_id","puzzle_id");--> statement-breakpoint
CREATE INDEX "puzzle_attempts_created_idx" ON "puzzle_attempts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "puzzle_reviews_user_due_idx" ON "puzzle_reviews" USING btree ("user_id","due_at");--> statement-breakpoint
CREATE INDEX "puzzle_survival_runs_user_idx" ON "puzzle_survival_runs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "puzzles_rating_key_idx" ON "puzzles" USING btree ("rating","random_key");--> statement-breakpoint
CREATE INDEX "puzzles_family_rating_key_idx" ON "puzzles" USING btree ("opening_family","rating","random_key") WHERE "puzzles"."opening_family" is not null;--> statement-breakpoint
CREATE INDEX "puzzles_variation_rating_key_idx" ON "puzzles" USING btree ("opening_variation","rating","random_key") WHERE "puzzles"."opening_variation" is not null;