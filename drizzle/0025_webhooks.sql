CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"response_status" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"events" text[] NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "webhook_deliveries_new_idx" ON "webhook_deliveries" USING btree ("created_at") WHERE "webhook_deliveries"."state" = 'new';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","created_at");--> statement-breakpoint
-- Webhook events are written by the change itself, in its transaction: every path that publishes, edits or
-- withdraws a live article (an editor's decision, bulk moderation, the publishing job, a restored revision,
-- a deletion) or records a payment adds one delivery per address that asked for the event.
CREATE FUNCTION webhook_deliveries_for(kind text, body jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO webhook_deliveries (endpoint_id, event, payload)
    SELECT e.id, kind, body FROM webhook_endpoints e WHERE kind = ANY(e.events);
END;
$$;--> statement-breakpoint
CREATE FUNCTION webhook_article_events() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kind text;
  art articles;
BEGIN
  IF TG_OP = 'DELETE' THEN
    art := OLD;
    IF OLD.status = 'approve' THEN kind := 'article.unpublished'; END IF;
  ELSIF TG_OP = 'INSERT' THEN
    art := NEW;
    IF NEW.status = 'approve' THEN kind := 'article.published'; END IF;
  ELSE
    art := NEW;
    IF NEW.status = 'approve' AND OLD.status <> 'approve' THEN
      kind := 'article.published';
    ELSIF NEW.status <> 'approve' AND OLD.status = 'approve' THEN
      kind := 'article.unpublished';
    ELSIF NEW.status = 'approve' AND (NEW.title, NEW.body, NEW.image, NEW.tags, NEW.publisher, NEW.is_premium)
        IS DISTINCT FROM (OLD.title, OLD.body, OLD.image, OLD.tags, OLD.publisher, OLD.is_premium) THEN
      kind := 'article.updated';
    END IF;
  END IF;
  IF kind IS NOT NULL THEN
    PERFORM webhook_deliveries_for(kind, jsonb_build_object(
      'id', art.id, 'title', art.title, 'publisher', art.publisher, 'tags', to_jsonb(art.tags),
      'premium', art.is_premium, 'publishedAt', art.published_at));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER webhook_article_events AFTER INSERT OR UPDATE OR DELETE ON "articles"
  FOR EACH ROW EXECUTE FUNCTION webhook_article_events();--> statement-breakpoint
CREATE FUNCTION webhook_payment_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_deliveries_for('payment.recorded', jsonb_build_object(
    'id', NEW.id, 'readerId', NEW.user_id, 'plan', NEW.plan, 'days', NEW.days,
    'amountCents', NEW.amount_cents, 'premiumFrom', NEW.premium_from, 'premiumUntil', NEW.premium_until));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER webhook_payment_events AFTER INSERT ON "payments"
  FOR EACH ROW EXECUTE FUNCTION webhook_payment_events();
