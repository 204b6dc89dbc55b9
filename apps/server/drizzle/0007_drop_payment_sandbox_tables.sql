DROP TABLE "sandbox_card_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_card_transactions" CASCADE;--> statement-breakpoint
DROP TABLE "sandbox_paypal_orders" CASCADE;