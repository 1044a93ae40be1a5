-- Three more webhook events, written like the others by the change itself, in its transaction
-- (docs/product.md#webhooks): a comment posted, a reader's premium beginning, an automatic renewal lapsing.
CREATE FUNCTION webhook_comment_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM webhook_deliveries_for('comment.posted', jsonb_build_object(
    'id', NEW.id, 'articleId', NEW.article_id, 'parentId', NEW.parent_id, 'readerId', NEW.author_id,
    'body', NEW.body, 'createdAt', NEW.created_at));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER webhook_comment_events AFTER INSERT ON "comments"
  FOR EACH ROW EXECUTE FUNCTION webhook_comment_events();--> statement-breakpoint
-- A reader subscribes when premium begins for them: whatever gave it (a payment, the free month, an
-- editor's comp, a gift), premium moves from none or past to a future end. An automatic renewal that goes on
-- (renewed at its period's end, or past due in its grace period) is the same subscription, not a new one.
CREATE FUNCTION webhook_reader_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.premium_until > now() AND (OLD.premium_until IS NULL OR OLD.premium_until <= now())
      AND NOT EXISTS (SELECT 1 FROM subscriptions s WHERE s.user_id = NEW.id
        AND (s.status = 'past_due' OR (s.status = 'active' AND NOT s.cancel_at_period_end))) THEN
    PERFORM webhook_deliveries_for('reader.subscribed', jsonb_build_object(
      'readerId', NEW.id, 'premiumUntil', NEW.premium_until));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER webhook_reader_events AFTER UPDATE OF premium_until ON "user"
  FOR EACH ROW EXECUTE FUNCTION webhook_reader_events();--> statement-breakpoint
-- A subscription lapses when an automatic renewal could not be charged through its grace period (or the
-- card provider ended it unpaid); premium that simply reaches its end date changes no row.
CREATE FUNCTION webhook_subscription_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'lapsed' AND OLD.status <> 'lapsed' THEN
    PERFORM webhook_deliveries_for('subscription.lapsed', jsonb_build_object(
      'id', NEW.id, 'readerId', NEW.user_id, 'plan', NEW.plan, 'days', NEW.days,
      'amountCents', NEW.amount_cents, 'periodEnd', NEW.current_period_end, 'graceEndsAt', NEW.grace_ends_at));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER webhook_subscription_events AFTER UPDATE OF status ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION webhook_subscription_events();
