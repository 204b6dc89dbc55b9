CREATE TABLE "free_play_credits" (
	"user_id" integer NOT NULL,
	"month" text NOT NULL,
	"entry_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "free_play_credits_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
CREATE TABLE "tournament_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"tournament_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"chess_dot_com_id" text,
	"uscf_id" text,
	"fide_id" text,
	"rating" integer DEFAULT 0 NOT NULL,
	"fide_rating" integer,
	"expiry_date" date,
	"playup" boolean DEFAULT false NOT NULL,
	"schedule" text,
	"byes_requested" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"section" text NOT NULL,
	"club_member" boolean DEFAULT false NOT NULL,
	"entry_fee_cents" integer DEFAULT 0 NOT NULL,
	"coupon_code" text,
	"coupon_discount_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text NOT NULL,
	"school_name" text,
	"team_name" text,
	"paid" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"waiting_list" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"order_id" integer,
	"checkout_key" uuid,
	"user_id" integer,
	"child_id" integer,
	"remark" text,
	"received_date" date,
	"received_amount_cents" integer,
	"received_from" text,
	"offer_token_hash" text,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_play_credits" ADD CONSTRAINT "free_play_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "free_play_credits" ADD CONSTRAINT "free_play_credits_entry_id_tournament_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."tournament_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_entries" ADD CONSTRAINT "tournament_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "free_play_credits_entry_key" ON "free_play_credits" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_list_idx" ON "tournament_entries" USING btree ("tournament_id","waiting_list","created_at","id");--> statement-breakpoint
CREATE INDEX "tournament_entries_order_idx" ON "tournament_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "tournament_entries_checkout_idx" ON "tournament_entries" USING btree ("checkout_key");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_entries_offer_token_key" ON "tournament_entries" USING btree ("offer_token_hash") WHERE "tournament_entries"."offer_token_hash" is not null;--> statement-breakpoint
CREATE INDEX "tournament_entries_offer_expiry_idx" ON "tournament_entries" USING btree ("offer_expires_at") WHERE "tournament_entries"."offer_expires_at" is not null;