CREATE TABLE "article_revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"tags" text[] NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"body" jsonb NOT NULL,
	"description" text NOT NULL,
	"preview" text NOT NULL,
	"written_by" text,
	"decline_reason" text,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "article_revisions_state_check" CHECK ("article_revisions"."state" in ('pending', 'approved', 'declined')),
	CONSTRAINT "article_revisions_number_check" CHECK ("article_revisions"."number" > 0)
);
--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_written_by_user_id_fk" FOREIGN KEY ("written_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_number_idx" ON "article_revisions" USING btree ("article_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "article_revisions_open_idx" ON "article_revisions" USING btree ("article_id") WHERE "article_revisions"."state" in ('pending', 'declined');