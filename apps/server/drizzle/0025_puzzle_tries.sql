CREATE TABLE "puzzle_tries" (
	"user_id" integer NOT NULL,
	"puzzle_id" text NOT NULL,
	"mode" text NOT NULL,
	"rated" boolean NOT NULL,
	"themes" text[] DEFAULT '{}'::text[] NOT NULL,
	"run_id" integer,
	"ply" integer DEFAULT 1 NOT NULL,
	"served_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "puzzle_tries_user_id_puzzle_id_pk" PRIMARY KEY("user_id","puzzle_id")
);
--> statement-breakpoint
ALTER TABLE "puzzle_tries" ADD CONSTRAINT "puzzle_tries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_tries" ADD CONSTRAINT "puzzle_tries_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_tries" ADD CONSTRAINT "puzzle_tries_run_id_puzzle_survival_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."puzzle_survival_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_tries_expires_idx" ON "puzzle_tries" USING btree ("expires_at");