CREATE TABLE "chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"pair_low" integer NOT NULL,
	"pair_high" integer NOT NULL,
	"text" text NOT NULL,
	"client_id" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"text" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer,
	"time_control" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"game_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_games" (
	"id" text PRIMARY KEY NOT NULL,
	"white_id" integer NOT NULL,
	"black_id" integer NOT NULL,
	"time_control" text NOT NULL,
	"state" jsonb NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"result" text DEFAULT '*' NOT NULL,
	"termination" text,
	"ply" integer DEFAULT 0 NOT NULL,
	"deadline" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"pgn" text
);
--> statement-breakpoint
CREATE TABLE "live_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"socket_id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"instance_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reports" ADD CONSTRAINT "chat_reports_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_challenges" ADD CONSTRAINT "live_challenges_from_id_users_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_challenges" ADD CONSTRAINT "live_challenges_to_id_users_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_white_id_users_id_fk" FOREIGN KEY ("white_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_games" ADD CONSTRAINT "live_games_black_id_users_id_fk" FOREIGN KEY ("black_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_key" ON "chat_messages" USING btree ("sender_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_pair_idx" ON "chat_messages" USING btree ("pair_low","pair_high","id");--> statement-breakpoint
CREATE INDEX "chat_messages_sent_idx" ON "chat_messages" USING btree ("sent_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_reports_message_key" ON "chat_reports" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "chat_reports_reported_idx" ON "chat_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "live_challenges_open_idx" ON "live_challenges" USING btree ("to_id","expires_at") WHERE "live_challenges"."status" = 'open';--> statement-breakpoint
CREATE INDEX "live_challenges_from_idx" ON "live_challenges" USING btree ("from_id","status");--> statement-breakpoint
CREATE INDEX "live_games_deadline_idx" ON "live_games" USING btree ("deadline") WHERE "live_games"."status" = 'started';--> statement-breakpoint
CREATE INDEX "live_games_white_idx" ON "live_games" USING btree ("white_id","status");--> statement-breakpoint
CREATE INDEX "live_games_black_idx" ON "live_games" USING btree ("black_id","status");--> statement-breakpoint
CREATE INDEX "live_games_ended_idx" ON "live_games" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "live_presence_user_idx" ON "live_presence" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "live_presence_instance_idx" ON "live_presence" USING btree ("instance_id");