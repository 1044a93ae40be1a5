ALTER TABLE "articles" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_publish_at_idx" ON "articles" USING btree ("publish_at") WHERE "articles"."publish_at" is not null;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_publish_at_check" CHECK ("articles"."publish_at" is null or "articles"."status" = 'pending');