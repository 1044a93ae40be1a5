-- The authors with a page, kept exact by the database like the counts of 0008_counts.sql: every write to
-- "articles" that changes who has an approved article, how many, or when the newest of them last changed
-- updates "approved_authors" in its own transaction, so the sitemaps read rows instead of grouping every
-- approved article.
LOCK TABLE "articles" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "approved_authors" (
	"author_id" text PRIMARY KEY NOT NULL,
	"articles" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approved_authors" ADD CONSTRAINT "approved_authors_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Counts these authors' approved articles again (through articles_author_created_idx), one author at a
-- time in key order, so two writers never wait for each other in opposite orders. An author's row is
-- locked before their articles are counted, and the count is a statement of its own: a writer of the same
-- author waits for the lock, then counts what the first one committed. An author without a row has none to
-- lock: whoever inserts it first wins, and a second inserter, finding it made meanwhile, locks it and counts
-- again. A count of 0 deletes the row, so no row is made for a removed reader.
CREATE FUNCTION approved_authors_recount(authors text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  author text;
  held boolean;
  approved integer;
  newest timestamptz;
BEGIN
  FOR author IN SELECT DISTINCT a FROM unnest(authors) AS a WHERE a IS NOT NULL ORDER BY a LOOP
    LOOP
      PERFORM 1 FROM approved_authors WHERE author_id = author FOR UPDATE;
      held := FOUND;
      SELECT count(*), max(updated_at) INTO approved, newest FROM articles
        WHERE author_id = author AND status = 'approve';
      IF held THEN
        IF approved = 0 THEN
          DELETE FROM approved_authors WHERE author_id = author;
        ELSE
          UPDATE approved_authors SET articles = approved, updated_at = newest WHERE author_id = author;
        END IF;
        EXIT;
      END IF;
      EXIT WHEN approved = 0;
      INSERT INTO approved_authors (author_id, articles, updated_at) VALUES (author, approved, newest)
        ON CONFLICT (author_id) DO NOTHING;
      EXIT WHEN FOUND;
    END LOOP;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION articles_to_approved_authors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- New articles only add: their authors' rows are added to in key order, as 0008 adds up its counts,
    -- rather than counted again (an import of thousands of articles would count all their authors' rows).
    INSERT INTO approved_authors AS r (author_id, articles, updated_at)
    SELECT n.author_id, count(*), max(n.updated_at) FROM new_rows n WHERE n.status = 'approve'
    GROUP BY n.author_id
    ORDER BY n.author_id
    ON CONFLICT (author_id) DO UPDATE
      SET articles = r.articles + excluded.articles, updated_at = greatest(r.updated_at, excluded.updated_at);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM approved_authors_recount(ARRAY(SELECT o.author_id FROM old_rows o WHERE o.status = 'approve'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM approved_authors_recount(ARRAY[OLD.author_id, NEW.author_id]);
  ELSE
    DELETE FROM approved_authors;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A table's triggers for one event fire in the order of their names: these come after articles_counted_*,
-- so a writer that changes a status locks the total of all articles first, then its authors.
CREATE TRIGGER "articles_to_approved_authors_insert" AFTER INSERT ON "articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_to_approved_authors();--> statement-breakpoint
CREATE TRIGGER "articles_to_approved_authors_delete" AFTER DELETE ON "articles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_to_approved_authors();--> statement-breakpoint
-- Only a change that an approved article is part of: its status, its author, or its last change (an edit
-- through Drizzle sets updated_at). A view count changes none of them, nor does anything done to an
-- article that is not approved before or after.
CREATE TRIGGER "articles_to_approved_authors_update" AFTER UPDATE OF "status", "author_id", "updated_at" ON "articles"
  FOR EACH ROW WHEN ((OLD.status = 'approve' OR NEW.status = 'approve')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.author_id IS DISTINCT FROM NEW.author_id
      OR OLD.updated_at IS DISTINCT FROM NEW.updated_at))
  EXECUTE FUNCTION articles_to_approved_authors();--> statement-breakpoint
CREATE TRIGGER "articles_to_approved_authors_truncate" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION articles_to_approved_authors();--> statement-breakpoint
INSERT INTO "approved_authors" ("author_id", "articles", "updated_at")
SELECT "author_id", count(*), max("updated_at") FROM "articles" WHERE "status" = 'approve' GROUP BY "author_id";
