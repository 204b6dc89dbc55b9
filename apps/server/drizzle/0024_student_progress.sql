CREATE TABLE "online_months" (
	"source" text NOT NULL,
	"origin" text NOT NULL,
	"account" text NOT NULL,
	"month" text NOT NULL,
	"games_played" integer,
	"puzzles_solved" integer,
	"rating" integer,
	"not_found" boolean DEFAULT false NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_months_source_origin_account_month_pk" PRIMARY KEY("source","origin","account","month")
);
--> statement-breakpoint
CREATE TABLE "online_sources" (
	"source" text PRIMARY KEY NOT NULL,
	"unavailable_since" timestamp with time zone,
	"paused_until" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_snapshots" (
	"user_id" integer NOT NULL,
	"series" text NOT NULL,
	"day" date NOT NULL,
	"rating" integer NOT NULL,
	CONSTRAINT "rating_snapshots_user_id_series_day_pk" PRIMARY KEY("user_id","series","day")
);
--> statement-breakpoint
CREATE TABLE "report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"comment" text NOT NULL,
	"author_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "student_parents" (
	"student_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "student_parents_student_id_parent_id_pk" PRIMARY KEY("student_id","parent_id")
);
--> statement-breakpoint
ALTER TABLE "rating_snapshots" ADD CONSTRAINT "rating_snapshots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_comments" ADD CONSTRAINT "report_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_parents" ADD CONSTRAINT "student_parents_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_parents" ADD CONSTRAINT "student_parents_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_months_month_idx" ON "online_months" USING btree ("source","origin","month");--> statement-breakpoint
CREATE UNIQUE INDEX "report_comments_period_key" ON "report_comments" USING btree ("student_id","period_from","period_to");--> statement-breakpoint
CREATE INDEX "student_parents_parent_idx" ON "student_parents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "puzzle_attempts_user_rated_idx" ON "puzzle_attempts" USING btree ("user_id","created_at") WHERE "puzzle_attempts"."rated";--> statement-breakpoint
CREATE INDEX "puzzle_attempts_user_solved_idx" ON "puzzle_attempts" USING btree ("user_id","created_at","puzzle_id") WHERE "puzzle_attempts"."solved";