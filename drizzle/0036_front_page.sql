CREATE TABLE "front_page_lead" (
	"slot" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"article_id" uuid NOT NULL,
	"chosen_by" text,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "front_page_lead_article_id_unique" UNIQUE("article_id"),
	CONSTRAINT "front_page_lead_slot_check" CHECK ("front_page_lead"."slot" = 1)
);
--> statement-breakpoint
CREATE TABLE "live_articles" (
	"article_id" uuid PRIMARY KEY NOT NULL,
	"marked_by" text,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "front_page_lead" ADD CONSTRAINT "front_page_lead_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "front_page_lead" ADD CONSTRAINT "front_page_lead_chosen_by_user_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_articles" ADD CONSTRAINT "live_articles_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_articles" ADD CONSTRAINT "live_articles_marked_by_user_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The lead story is always a live article: whichever write takes its article off the site (a decline, an
-- unpublishing, a bulk decision, an import) takes it off the front page too.
CREATE FUNCTION front_page_lead_leaves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "front_page_lead" WHERE "article_id" = NEW.id;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER front_page_lead_leaves AFTER UPDATE OF status ON "articles"
  FOR EACH ROW WHEN (NEW.status <> 'approve') EXECUTE FUNCTION front_page_lead_leaves();
