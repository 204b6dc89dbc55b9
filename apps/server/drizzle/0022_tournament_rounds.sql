CREATE TABLE "tournament_boards" (
	"id" serial PRIMARY KEY NOT NULL,
	"round_id" integer NOT NULL,
	"board" integer NOT NULL,
	"white_entry_id" integer NOT NULL,
	"black_entry_id" integer NOT NULL,
	"result" text,
	"explanation" jsonb NOT NULL,
	"manual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_result_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"board_id" integer NOT NULL,
	"from_result" text,
	"to_result" text NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_round_byes" (
	"round_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"requested" boolean NOT NULL,
	"explanation" jsonb,
	CONSTRAINT "tournament_round_byes_round_id_entry_id_pk" PRIMARY KEY("round_id","entry_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"section" text NOT NULL,
	"round" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "tournament_withdrawals" (
	"entry_id" integer PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"from_round" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tournament_boards" ADD CONSTRAINT "tournament_boards_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_boards" ADD CONSTRAINT "tournament_boards_white_entry_id_tournament_entries_id_fk" FOREIGN KEY ("white_entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_boards" ADD CONSTRAINT "tournament_boards_black_entry_id_tournament_entries_id_fk" FOREIGN KEY ("black_entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_result_changes" ADD CONSTRAINT "tournament_result_changes_board_id_tournament_boards_id_fk" FOREIGN KEY ("board_id") REFERENCES "public"."tournament_boards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_result_changes" ADD CONSTRAINT "tournament_result_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_round_byes" ADD CONSTRAINT "tournament_round_byes_round_id_tournament_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."tournament_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_round_byes" ADD CONSTRAINT "tournament_round_byes_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_rounds" ADD CONSTRAINT "tournament_rounds_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_withdrawals" ADD CONSTRAINT "tournament_withdrawals_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_withdrawals" ADD CONSTRAINT "tournament_withdrawals_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_withdrawals" ADD CONSTRAINT "tournament_withdrawals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_boards_key" ON "tournament_boards" USING btree ("round_id","board");--> statement-breakpoint
CREATE INDEX "tournament_boards_white_idx" ON "tournament_boards" USING btree ("white_entry_id");--> statement-breakpoint
CREATE INDEX "tournament_boards_black_idx" ON "tournament_boards" USING btree ("black_entry_id");--> statement-breakpoint
CREATE INDEX "tournament_result_changes_board_idx" ON "tournament_result_changes" USING btree ("board_id");--> statement-breakpoint
CREATE INDEX "tournament_round_byes_entry_idx" ON "tournament_round_byes" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_rounds_key" ON "tournament_rounds" USING btree ("tournament_id","section","round");--> statement-breakpoint
CREATE INDEX "tournament_withdrawals_tournament_idx" ON "tournament_withdrawals" USING btree ("tournament_id");