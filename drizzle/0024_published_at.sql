ALTER TABLE "articles" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "articles_published_idx" ON "articles" USING btree ("published_at") WHERE "articles"."status" = 'approve';--> statement-breakpoint
-- Live articles went live when they were first approved (kept as their first approved revision), or, with
-- no revision kept, when they were dated (a scheduled article is dated at the time it was published).
UPDATE "articles" SET "published_at" = coalesce(
  (SELECT min(r."decided_at") FROM "article_revisions" r WHERE r."article_id" = "articles"."id" AND r."state" = 'approved'),
  "created_at"
) WHERE "status" = 'approve';
--> statement-breakpoint
-- Every write that makes an article live dates its publication, whichever path made it (an editor's
-- approval, the publishing job, an import, the demo): an article stored live is dated when it was stored
-- as dated; one approved later, at that moment. A write that names the time itself keeps it.
CREATE FUNCTION articles_published_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'approve' AND NEW.published_at IS NULL THEN
    NEW.published_at := CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE now() END;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER articles_published_at BEFORE INSERT OR UPDATE OF status, published_at ON "articles"
  FOR EACH ROW EXECUTE FUNCTION articles_published_at();
