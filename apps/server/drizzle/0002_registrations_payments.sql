CREATE TABLE "afterschool_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_name" text NOT NULL,
	"parent_name" text,
	"parent_email" text,
	"parent_phone_number" text,
	"student_grade" text,
	"student_house" text,
	"student_primary_teacher" text,
	"paid_amount_cents" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"school_name" text NOT NULL,
	"program_id" integer,
	"order_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "camp_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_name" text NOT NULL,
	"parent_name" text,
	"email" text,
	"phone_number" text,
	"event_id" integer,
	"event_name" text NOT NULL,
	"event_slot" text NOT NULL,
	"event_price_cents" integer NOT NULL,
	"event_unit" integer DEFAULT 5 NOT NULL,
	"paid" boolean DEFAULT false NOT NULL,
	"payment_method" text,
	"order_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"ref" uuid DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"description" text NOT NULL,
	"items" jsonb NOT NULL,
	"cart_hash" text NOT NULL,
	"payer_name" text,
	"payer_email" text,
	"user_id" integer,
	"transaction_id" text,
	"card_last4" text,
	"card_type" text,
	"paypal_order_id" text,
	"last_error" text,
	"hold_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"last4" text NOT NULL,
	"account_type" text NOT NULL,
	"expiration_date" text NOT NULL,
	"card_code_result" text NOT NULL,
	"used" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_transactions" (
	"trans_id" bigserial PRIMARY KEY NOT NULL,
	"ref_id" text,
	"transaction_type" text NOT NULL,
	"response_code" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"last4" text NOT NULL,
	"account_type" text NOT NULL,
	"invoice_number" text,
	"ref_trans_id" text,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_paypal_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text,
	"status" text NOT NULL,
	"amount_value" text NOT NULL,
	"currency_code" text NOT NULL,
	"body" jsonb NOT NULL,
	"return_url" text,
	"cancel_url" text,
	"capture_id" text,
	"capture_status" text,
	"payer_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "school_name" text;--> statement-breakpoint
ALTER TABLE "afterschool_registrations" ADD CONSTRAINT "afterschool_registrations_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "afterschool_registrations" ADD CONSTRAINT "afterschool_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_registrations" ADD CONSTRAINT "camp_registrations_event_id_camp_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."camp_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_registrations" ADD CONSTRAINT "camp_registrations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "afterschool_school_idx" ON "afterschool_registrations" USING btree ("school_name");--> statement-breakpoint
CREATE INDEX "camp_registrations_event_idx" ON "camp_registrations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "camp_registrations_order_idx" ON "camp_registrations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_ref_key" ON "orders" USING btree ("ref");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_card_transactions_ref_idx" ON "sandbox_card_transactions" USING btree ("ref_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_paypal_orders_request_key" ON "sandbox_paypal_orders" USING btree ("request_id");--> statement-breakpoint
UPDATE "programs" SET "school_name" = 'RJLEE' WHERE "kind" = 'afterSchool' AND "school_name" IS NULL AND "name" ILIKE '%RJ Lee%';--> statement-breakpoint
UPDATE "programs" SET "school_name" = 'MUSTANG' WHERE "kind" = 'afterSchool' AND "school_name" IS NULL AND "name" ILIKE '%Mustang%';
