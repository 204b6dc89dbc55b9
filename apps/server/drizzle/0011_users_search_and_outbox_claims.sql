-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads
-- it from @electric-sql/pglite/contrib (db/client.ts PGLITE_OPTIONS).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || name || ' ' || email)) STORED;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);