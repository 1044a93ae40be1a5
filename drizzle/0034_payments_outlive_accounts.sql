-- A payment outlives the account that made it, as the law requires (docs/product.md#deleting-your-account):
-- the payer is forgotten (null) when the account is deleted, while the name and address the payment was
-- recorded with stay on the row for the receipts and the admins' payment history.
ALTER TABLE "payments" DROP CONSTRAINT "payments_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;