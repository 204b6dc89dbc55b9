CREATE TABLE "uscf_lookups" (
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"query" text NOT NULL,
	"answer" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uscf_lookups_source_kind_query_pk" PRIMARY KEY("source","kind","query")
);
--> statement-breakpoint
CREATE INDEX "uscf_lookups_fetched_at_idx" ON "uscf_lookups" USING btree ("fetched_at");