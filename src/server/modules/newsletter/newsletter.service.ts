import { ACCOUNT_API_TEXTS as TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { createNewsletterRepository } from './newsletter.repository';

/** The newsletter: subscribing (with a welcome mail that carries the way out) and unsubscribing. */
export function createNewsletterService(
  db: Db,
  mailer: Mailer,
  config: Pick<Config, 'publicUrl' | 'siteName'>,
) {
  const repository = createNewsletterRepository(db);
  return {
    /** Subscribes an address; a new subscriber is welcomed by mail, an old one is told nothing new. */
    async subscribe(email: string, log: FastifyBaseLogger): Promise<void> {
      const result = await repository.subscribe(email);
      if (!result.created || !result.unsubscribeToken) return;
      const link = `${config.publicUrl}${paths.unsubscribe}?token=${result.unsubscribeToken}`;
      // The welcome mail is a courtesy: a mail failure must not undo the subscription.
      mailer
        .send({
          to: email,
          ...TEXTS.welcomeMail(config.siteName, link),
          headers: { 'List-Unsubscribe': `<${link}>` },
        })
        .catch((error: unknown) => log.error({ err: error }, 'newsletter welcome mail failed'));
    },

    unsubscribe: (token: string) => repository.unsubscribe(token),
  };
}
