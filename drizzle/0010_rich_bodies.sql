ALTER TABLE "articles" ADD COLUMN "body" jsonb;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "preview" text;--> statement-breakpoint
ALTER TABLE "articles" drop column "search_open";--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "search_open" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', case when not is_premium then coalesce(description, '') else coalesce(preview, '') end), 'B')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "articles_search_open_idx" ON "articles" USING gin ("search_open");
