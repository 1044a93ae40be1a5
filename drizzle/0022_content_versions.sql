ALTER TABLE "article_revisions" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "content_version" integer DEFAULT 1 NOT NULL;