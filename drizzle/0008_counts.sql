-- Exact counts kept by the database: every write to "articles" or "user" updates them in its own
-- transaction, so lists and the home page read a total instead of counting up to 100,000 rows.
LOCK TABLE "articles", "user" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "approved_article_counts" (
	"publisher" text DEFAULT '' NOT NULL,
	"tag" text DEFAULT '' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "approved_article_counts_publisher_tag_pk" PRIMARY KEY("publisher","tag")
);
--> statement-breakpoint
CREATE TABLE "user_count" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_count_one_row_check" CHECK ("user_count"."one")
);
--> statement-breakpoint
-- The counts one approved article is part of: all articles (''), its publisher, each of its tags, and each
-- tag at its publisher.
CREATE FUNCTION approved_article_count_keys(article_publisher text, article_tags text[])
RETURNS TABLE (publisher text, tag text) LANGUAGE sql IMMUTABLE AS $$
  SELECT p.key, t.key
  FROM (SELECT '' AS key UNION SELECT article_publisher) AS p,
       (SELECT '' AS key UNION SELECT unnest(article_tags)) AS t
$$;--> statement-breakpoint
-- Adds up the counts of changed articles (`sign` 1 for a row that came, -1 for one that went) in one
-- statement whose rows are locked in key order: the total of all articles first, so two writers never wait
-- for each other in opposite orders.
CREATE FUNCTION approved_article_counts_add(changed jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO approved_article_counts AS c (publisher, tag, total)
  SELECT k.publisher, k.tag, sum(a.sign)
  FROM jsonb_to_recordset(changed) AS a(publisher text, tags text[], status text, sign integer),
       approved_article_count_keys(a.publisher, a.tags) AS k
  WHERE a.status = 'approve'
  GROUP BY k.publisher, k.tag
  HAVING sum(a.sign) <> 0
  ORDER BY k.publisher, k.tag
  ON CONFLICT (publisher, tag) DO UPDATE SET total = c.total + excluded.total
$$;--> statement-breakpoint
-- What of an article is counted, and whether it came (1) or went (-1).
CREATE FUNCTION approved_article_count_entry(publisher text, tags text[], status text, sign integer)
RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('publisher', publisher, 'tags', tags, 'status', status, 'sign', sign)
$$;--> statement-breakpoint
CREATE FUNCTION articles_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM approved_article_counts_add((SELECT coalesce(jsonb_agg(
      approved_article_count_entry(n.publisher, n.tags, n.status, 1)), '[]') FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM approved_article_counts_add((SELECT coalesce(jsonb_agg(
      approved_article_count_entry(o.publisher, o.tags, o.status, -1)), '[]') FROM old_rows o));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM approved_article_counts_add(jsonb_build_array(
      approved_article_count_entry(OLD.publisher, OLD.tags, OLD.status, -1),
      approved_article_count_entry(NEW.publisher, NEW.tags, NEW.status, 1)));
  ELSE
    DELETE FROM approved_article_counts;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "articles_counted_insert" AFTER INSERT ON "articles"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_counted();--> statement-breakpoint
CREATE TRIGGER "articles_counted_delete" AFTER DELETE ON "articles"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_counted();--> statement-breakpoint
-- Only a change of what is counted: a view count or an edit of the text leaves the counts alone.
CREATE TRIGGER "articles_counted_update" AFTER UPDATE OF "status", "publisher", "tags" ON "articles"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.publisher IS DISTINCT FROM NEW.publisher
    OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION articles_counted();--> statement-breakpoint
CREATE TRIGGER "articles_counted_truncate" AFTER TRUNCATE ON "articles"
  FOR EACH STATEMENT EXECUTE FUNCTION articles_counted();--> statement-breakpoint
CREATE FUNCTION user_counted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE user_count SET total = total + (SELECT count(*) FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE user_count SET total = total - (SELECT count(*) FROM old_rows);
  ELSE
    UPDATE user_count SET total = 0;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "user_counted_insert" AFTER INSERT ON "user"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counted();--> statement-breakpoint
CREATE TRIGGER "user_counted_delete" AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_counted();--> statement-breakpoint
CREATE TRIGGER "user_counted_truncate" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION user_counted();--> statement-breakpoint
INSERT INTO "user_count" ("one", "total") SELECT true, count(*) FROM "user";--> statement-breakpoint
SELECT approved_article_counts_add(coalesce(jsonb_agg(
  approved_article_count_entry(a.publisher, a.tags, a.status, 1)), '[]')) FROM "articles" a;
