ALTER TABLE "article_drafts" ADD COLUMN "standfirst" text;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "article_drafts" ADD COLUMN "image_caption" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "standfirst" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD COLUMN "image_caption" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "standfirst" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "image_caption" text;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_standfirst_check" CHECK (char_length("articles"."standfirst") <= 300);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_alt_check" CHECK (char_length("articles"."image_alt") <= 250);--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_image_caption_check" CHECK (char_length("articles"."image_caption") <= 300);