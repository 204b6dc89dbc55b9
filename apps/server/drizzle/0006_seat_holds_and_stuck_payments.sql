ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_checked_at" timestamp with time zone;--> statement-breakpoint
-- Unpaid orders made before holds expired (docs/decisions/0015) would hold their seats for good:
-- Zelle camp orders, and after-school orders of a program with a seat limit, get 72 hours from now.
UPDATE "orders" SET "hold_until" = now() + interval '72 hours'
WHERE "status" = 'awaiting_payment' AND "hold_until" IS NULL AND (
  "kind" = 'camp' OR EXISTS (
    SELECT 1 FROM "afterschool_registrations" r JOIN "programs" p ON p."id" = r."program_id"
    WHERE r."order_id" = "orders"."id" AND p."max_students" IS NOT NULL
  )
);
