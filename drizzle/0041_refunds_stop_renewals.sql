ALTER TABLE "payments" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Payments made before this link existed: those of the reader's renewal, same provider, plan, period and amount, from its start on.
UPDATE "payments" AS "p" SET "subscription_id" = "s"."id" FROM "subscriptions" AS "s" WHERE "p"."subscription_id" IS NULL AND "p"."user_id" = "s"."user_id" AND "p"."provider" = "s"."provider" AND "p"."plan" = "s"."plan" AND "p"."days" = "s"."days" AND "p"."amount_cents" = "s"."amount_cents" AND "p"."created_at" >= "s"."created_at" - interval '1 minute';
