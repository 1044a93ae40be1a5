-- Rows written before the length rules existed are cut to fit, so the checks below can be added.
UPDATE "user" SET "name" = left("name", 80) WHERE char_length("name") > 80;--> statement-breakpoint
UPDATE "user" SET "image" = NULL WHERE char_length("image") > 2048;--> statement-breakpoint
-- No real address is longer than 254 characters; the id keeps a cut one unique.
UPDATE "user" SET "email" = left("email", 230) || '.' || left(md5("id"), 16) WHERE char_length("email") > 254;--> statement-breakpoint
-- Accounts made before e-mail verification existed keep what they could do: they count as verified.
UPDATE "user" SET "email_verified" = true WHERE "email_verified" = false;--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_length_check" CHECK (char_length("user"."name") <= 80);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_image_length_check" CHECK (char_length("user"."image") <= 2048);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_email_length_check" CHECK (char_length("user"."email") <= 254);
