CREATE TABLE "pending_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"row_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staged_tournament_entries" (
	"upload_id" integer NOT NULL,
	"position" integer NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"uscf_id" text,
	"fide_id" text,
	"rating" integer NOT NULL,
	"playup" boolean NOT NULL,
	"schedule" text,
	"byes_requested" integer[] NOT NULL,
	"section" text NOT NULL,
	"entry_fee_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"paid" boolean NOT NULL,
	"waiting_list" boolean NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"remark" text,
	"received_date" date,
	"received_amount_cents" integer,
	"received_from" text,
	CONSTRAINT "staged_tournament_entries_upload_id_position_pk" PRIMARY KEY("upload_id","position")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "my_games" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "studies" ADD COLUMN "upload_id" integer;--> statement-breakpoint
ALTER TABLE "pending_uploads" ADD CONSTRAINT "pending_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_tournament_entries" ADD CONSTRAINT "staged_tournament_entries_upload_id_pending_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."pending_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staged_tournament_entries" ADD CONSTRAINT "staged_tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_upload_idx" ON "games" USING btree ("upload_id") WHERE "games"."upload_id" is not null;--> statement-breakpoint
CREATE INDEX "my_games_upload_idx" ON "my_games" USING btree ("upload_id") WHERE "my_games"."upload_id" is not null;--> statement-breakpoint
CREATE INDEX "studies_upload_idx" ON "studies" USING btree ("upload_id") WHERE "studies"."upload_id" is not null;