import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { createArticle } from '../../factories';
import { mailTo, registerUser, someAddress, type TestUser } from '../../setup/auth';
import type { TestApp } from '../../setup/test-app';

/** What the cases of the document test share: who calls, what exists beforehand, small request helpers. */

export type Role = 'visitor' | 'reader' | 'admin' | 'unverified' | 'stranger';
export interface Context {
  t: TestApp;
  reader: TestUser;
  admin: TestUser;
  unverified: TestUser;
  publisher: string;
  /** An image uploaded beforehand (/media/…). */
  logo: string;
  /** An approved article of the reader's and one of the admin's. */
  articleId: string;
  adminArticleId: string;
}
export interface Case {
  name: string;
  as: Role;
  status: number;
  request: (ctx: Context) => InjectOptions | Promise<InjectOptions>;
  /** Sent up to this many times, until the status comes (for rate limits). */
  repeat?: number;
  /** Whether a 200 to a GET is asked again with its ETag, expecting 304 (not for one-time links). */
  revalidate?: boolean;
}

export const unique = () => randomUUID().slice(0, 8);
export const fresh = () => `reader-${unique()}@example.test`;
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';
export const FLOOD_ADDRESS = someAddress();
export const TEST_CARD = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123' };
export const get = (url: string): InjectOptions => ({ method: 'GET', url });
export const send = (
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): InjectOptions => ({
  method,
  url,
  ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
});
export const articleBody = (publisher: string, image = '') => ({
  title: `A document test article ${unique()}`,
  publisher,
  tags: 'business',
  description: 'Body text written by the OpenAPI document test.',
  image,
});
export const ownArticle = async (
  { t, reader, publisher }: Context,
  status: 'approve' | 'pending' = 'approve',
) => (await createArticle(t.database.db, { authorId: reader.id, publisher, status })).id;

/** A payment intent of the reader's, confirmed with the test card unless `confirm` is false. */
export async function intent({ t, reader }: Context, confirm = true) {
  const headers = { authorization: `Bearer ${reader.token}` };
  const created = await t.app.inject({
    ...send('POST', '/api/create-payment-intent', { plan: 'premium', days: 7 }),
    headers,
  });
  const { intentId, clientSecret } = created.json() as { intentId: string; clientSecret: string };
  if (confirm)
    await t.app.inject({
      ...send('POST', '/api/test-payments/confirm', { clientSecret, card: TEST_CARD }),
      headers,
    });
  return { intentId, clientSecret };
}

/** A reset token from the mail sent to a new, confirmed account. */
export async function resetToken(ctx: Context) {
  const account = await registerUser(ctx.t);
  const since = ctx.t.mails.length;
  await ctx.t.app.inject(send('POST', '/api/auth/request-password-reset', { email: account.email }));
  const mail = await mailTo(ctx.t, account.email, /Reset your/, since);
  const token = mail?.text.match(/reset-password\/([^?\s]+)/)?.[1];
  if (!token) throw new Error('no reset mail');
  return token;
}
