import { MAIL_TEXTS } from '@shared/messages/mail';
import { paths } from '@shared/paths';
import type {
  NewsletterConfirmLink,
  NewsletterConfirmResult,
  NewsletterSubscription,
} from '@shared/schemas/newsletter';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { Viewer } from '../../types';
import type { MailService } from '../mail/mail.service';
import { renderNotice } from '../mail/mail-rendering';
import { createNewsletterRepository, type Subscriber } from './newsletter.repository';
import { mailboxKey } from './newsletter-mailbox';
import { CONFIRM_LINK_DAYS, confirmToken, readConfirmToken } from './newsletter-tokens';

type NewsletterConfig = Pick<Config, 'publicUrl' | 'siteName' | 'authSecret'>;

/**
 * The newsletter's subscribers (docs/product.md#the-newsletter): double opt-in for an address typed into
 * the form, a switch in the profile for a registered reader, and the way out from every message.
 */
export function createNewsletterService(db: Db, mail: MailService, config: NewsletterConfig) {
  const repository = createNewsletterRepository(db);
  const confirmLink = (id: string) =>
    `${config.publicUrl}${paths.newsletterConfirm}?token=${confirmToken(config.authSecret, id)}`;

  mail.defineKind<{ subscriberId: string }>('newsletter-confirm', {
    // The reader asked for it just now: it goes even to an address that bounced before.
    requested: true,
    render: (data) =>
      renderNotice(
        MAIL_TEXTS.newsletterConfirm(config.siteName, confirmLink(data.subscriberId), CONFIRM_LINK_DAYS),
        mail.frame('newsletter'),
      ),
    // Confirmed or unsubscribed since it was asked for: no need for it any more.
    stillWanted: async (message) => {
      const subscriber = await repository.byId(
        String((message.data as { subscriberId: string }).subscriberId),
      );
      return Boolean(subscriber && !subscriber.confirmedAt);
    },
  });

  /**
   * At most one confirmation mail a day per mailbox, however often the form is sent and however the address
   * is spelt (`Ada+1@…`, `a.da@gmail.com`): the key names the mailbox, the mail goes to the address typed.
   */
  const askToConfirm = (subscriber: Subscriber) =>
    mail.send({
      kind: 'newsletter-confirm',
      to: subscriber.email,
      key: `newsletter-confirm:${mailboxKey(subscriber.email)}:${new Date().toISOString().slice(0, 10)}`,
      data: { subscriberId: subscriber.id },
    });

  const subscriptionOf = (subscriber: Subscriber | undefined): NewsletterSubscription => ({
    subscribed: Boolean(subscriber),
    confirmed: Boolean(subscriber?.confirmedAt),
  });

  return {
    /**
     * An address from the form: stored unconfirmed and sent the confirmation link. An address confirmed
     * already is told nothing new; the answer is the same either way.
     */
    async subscribe(email: string): Promise<void> {
      const { subscriber } = await repository.subscribe(email);
      if (!subscriber.confirmedAt) await askToConfirm(subscriber);
    },

    /** What a confirmation link is, without acting on it (the page the mail's link opens). */
    async checkLink(token: string): Promise<NewsletterConfirmLink> {
      const reading = readConfirmToken(config.authSecret, token);
      if (!reading.ok) return reading.reason;
      const subscriber = await repository.byId(reading.id);
      if (!subscriber) return 'invalid';
      return subscriber.confirmedAt ? 'already-confirmed' : 'unconfirmed';
    },

    /** The confirmation page's button, pressed: what became of the link. */
    async confirm(token: string): Promise<NewsletterConfirmResult> {
      const reading = readConfirmToken(config.authSecret, token);
      if (!reading.ok) return reading.reason;
      if (await repository.confirm(reading.id)) return 'confirmed';
      return (await repository.byId(reading.id)) ? 'already-confirmed' : 'invalid';
    },

    unsubscribe: (token: string) => repository.unsubscribe(token),

    /** Whether a registered reader's address gets the newsletter. */
    subscription: async (viewer: Viewer) => subscriptionOf(await repository.byEmail(viewer.email)),

    /**
     * A registered reader's switch. Their address is the one subscriber row, whether they subscribed with
     * the form first or here. A verified address is confirmed at once; one not yet verified gets the link.
     */
    async setSubscription(viewer: Viewer, on: boolean): Promise<NewsletterSubscription> {
      if (!on) {
        await repository.removeEmail(viewer.email);
        return subscriptionOf(undefined);
      }
      const { subscriber } = await repository.subscribe(viewer.email, viewer.emailVerified);
      if (subscriber.confirmedAt) return subscriptionOf(subscriber);
      if (viewer.emailVerified) {
        await repository.confirm(subscriber.id);
        return subscriptionOf(await repository.byId(subscriber.id));
      }
      await askToConfirm(subscriber);
      return subscriptionOf(subscriber);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
