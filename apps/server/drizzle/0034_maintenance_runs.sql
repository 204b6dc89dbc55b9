CREATE TABLE "maintenance_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"ok" boolean NOT NULL,
	"summary" text NOT NULL,
	"backup_at" timestamp with time zone,
	"details" jsonb,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "maintenance_runs_kind_idx" ON "maintenance_runs" USING btree ("kind","finished_at");