import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { articles, mediaFiles, payments, testPaymentIntents, user } from '../../src/server/db/schema';
import {
  type Account,
  type RequestOptions,
  request,
  signUpOverHttp,
  uploadOverHttp,
} from '../setup/http-client';
import { type ServerProcess, startServer, waitFor } from '../setup/server-process';
import { faultRun } from './fault-run';

/**
 * kill -9 in the middle of a stream of writes (docs/decisions/0007-what-acknowledged-means.md). The built server runs on the project's database —
 * PGlite in DATA_DIR for faults-pglite, a fresh PostgreSQL database for faults-postgres. Writers
 * create articles, pay by test card and upload images concurrently; every write the server acknowledged
 * (2xx) is recorded, the process gets SIGKILL mid-stream and is started again on the same data, twice over.
 * Every acknowledged write must be there and whole, and nothing half-written may exist: no payment
 * without its subscription extension, no article that differs from what was sent, no image missing a variant.
 */
const ARTICLE_WRITERS = 4;
const PAYERS = 3;
/** Each round kills once this much more has been acknowledged (rate limits restart with the process). */
const KILL_AFTER = { articles: 20, payments: 6, uploads: 3 };
/** The payment step a request is in flight for at each kill: the answer to a recorded payment, then a card. */
const KILL_DURING = ['payment', 'test-payments/confirm'] as const;
const ROUNDS = KILL_DURING.length;
const PUBLISHER = 'The Fault Line';
const ADMIN_EMAIL = 'editor@faults.test';
const CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
const DAY_MS = 86_400_000;
const SLOW = 300_000;

interface SentArticle {
  title: string;
  description: string;
  tags: string[];
  publisher: string;
  image: string;
  email: string;
}
interface Intent {
  transactionId: string;
  payer: Account;
  plan: 'premium' | 'family';
  days: number;
  totalPrice: number;
}
type PaymentStep = 'create-payment-intent' | 'test-payments/confirm' | 'payment';
interface AckedPayment extends Intent {
  insertedId: string;
  premiumUntil: string;
}

const fault = faultRun('kill9', {
  AUTH_SECRET: 'kill-9-test-secret-that-is-long-enough',
  ADMIN_EMAIL,
  PUBLIC_CACHE_MS: '0',
  SIGNIN_LIMIT_PER_ADDRESS: '1000',
  SIGNUP_LIMIT_PER_ADDRESS: '1000',
});
const { dataDir } = fault;

const story = (writer: number, n: number) =>
  Array.from(
    { length: 6 },
    (_, i) =>
      `Paragraph ${i + 1} of story ${writer}-${n}: the council met late and agreed the budget, the harbour ` +
      `works and the library's longer hours. ${randomBytes(24).toString('hex')}`,
  ).join('\n\n');

/** 700 px wide: two variants (320, 640), so a half-stored image would show. */
const colouredPng = (i: number) =>
  sharp({
    create: {
      width: 700,
      height: 400,
      channels: 3,
      background: { r: (i * 37) % 256, g: (i * 91) % 256, b: (i * 53) % 256 },
    },
  })
    .png()
    .toBuffer();

/** Everything sent and everything the server acknowledged, across all rounds. */
const log = {
  sent: new Map<string, SentArticle>(),
  articles: [] as { id: string; title: string }[],
  payments: [] as AckedPayment[],
  confirmed: [] as Intent[],
  uploads: [] as string[],
  refusals: [] as string[],
};

/**
 * Streams writes until enough more are acknowledged, then kills the server with SIGKILL while a payer waits
 * for the answer to `killDuring` (and article and upload requests are in flight); resolves once every
 * writer has seen its connection fail.
 */
async function streamAndKill(
  server: ServerProcess,
  accounts: { admin: Account; writers: Account[]; payers: Account[] },
  images: Buffer[],
  killDuring: PaymentStep,
) {
  const base = server.url;
  let inFlight = 0;
  /** The payment step each payer has a request in flight for. */
  const paying = new Map<Account, PaymentStep | undefined>();
  let killed = false;
  const start = { articles: log.articles.length, payments: log.payments.length, uploads: log.uploads.length };

  /** One request; undefined once the connection fails (the process is gone). */
  async function attempt(method: string, url: string, options: RequestOptions) {
    if (killed) return undefined;
    inFlight += 1;
    try {
      const response = await request(base, method, url, options);
      if (response.status >= 300 && !killed)
        log.refusals.push(`${method} ${url} ${response.status} ${response.body}`);
      return response;
    } catch {
      return undefined;
    } finally {
      inFlight -= 1;
    }
  }

  async function writeArticles(writer: Account, w: number) {
    // Below the route's limit of 30 an hour, whatever the payers' pace.
    for (let n = 0; n < 25; n++) {
      const article: SentArticle = {
        title: `Fault story ${w}-${n} ${randomBytes(4).toString('hex')}`,
        description: story(w, n),
        tags: n % 2 ? ['business', 'culture'] : ['sports'],
        publisher: PUBLISHER,
        image: log.uploads[0] ?? '',
        email: writer.email,
      };
      log.sent.set(article.title, article);
      const response = await attempt('POST', '/api/articles', {
        token: writer.token,
        json: { ...article, tags: article.tags.join(',') },
      });
      if (!response) return;
      if (response.status === 201) {
        log.articles.push({ id: (response.json as { insertedId: string }).insertedId, title: article.title });
      }
    }
  }

  async function pay(payer: Account, p: number) {
    for (let n = 0; ; n++) {
      const [plan, days] = (n + p) % 2 ? (['premium', 7] as const) : (['family', 30] as const);
      paying.set(payer, 'create-payment-intent');
      const created = await attempt('POST', '/api/create-payment-intent', {
        token: payer.token,
        json: { plan, days },
      });
      paying.set(payer, undefined);
      if (!created) return;
      const { clientSecret, intentId, amount } = created.json as {
        clientSecret: string;
        intentId: string;
        amount: number;
      };
      paying.set(payer, 'test-payments/confirm');
      const confirmed = await attempt('POST', '/api/test-payments/confirm', {
        token: payer.token,
        json: { clientSecret, card: CARD },
      });
      paying.set(payer, undefined);
      if (!confirmed) return;
      const intent: Intent = { transactionId: intentId, payer, plan, days, totalPrice: amount };
      log.confirmed.push(intent);
      paying.set(payer, 'payment');
      const recorded = await attempt('POST', '/api/payment', {
        token: payer.token,
        json: { transactionId: intentId, plan, days, totalPrice: amount },
      });
      paying.set(payer, undefined);
      if (!recorded) return;
      if (recorded.status === 201) {
        log.payments.push({ ...intent, ...(recorded.json as { insertedId: string; premiumUntil: string }) });
      }
    }
  }

  async function upload() {
    for (const image of images.splice(0)) {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
      const response = await attempt('POST', '/api/uploads', { token: accounts.admin.token, form });
      if (!response) return;
      if (response.status === 200) log.uploads.push((response.json as { data: { url: string } }).data.url);
    }
  }

  const workers = [...accounts.writers.map(writeArticles), ...accounts.payers.map(pay), upload()];
  await waitFor(
    () =>
      log.articles.length - start.articles >= KILL_AFTER.articles &&
      log.payments.length - start.payments >= KILL_AFTER.payments &&
      log.uploads.length - start.uploads >= KILL_AFTER.uploads,
    { timeoutMs: 120_000, intervalMs: 5, what: 'enough acknowledged writes' },
  );
  // Then kill while some payer waits for the answer to the chosen step, articles and uploads in flight too.
  await waitFor(() => [...paying.values()].includes(killDuring), {
    timeoutMs: 60_000,
    intervalMs: 1,
    what: `a payment at ${killDuring}`,
  });
  const inFlightAtKill = inFlight;
  killed = true;
  await server.kill9();
  await Promise.all(workers);
  return inFlightAtKill;
}

/** Over the API of the restarted server: every acknowledged write is there, as it was acknowledged. */
async function checkAcknowledged(base: string, admin: Account, payers: Account[]) {
  for (const { id, title } of log.articles) {
    const response = await request(base, 'GET', `/api/articles/${id}`, { token: admin.token });
    expect(response.status, `article ${id}`).toBe(200);
    const sent = log.sent.get(title) as SentArticle;
    expect(response.json).toMatchObject({
      _id: id,
      title: sent.title,
      description: sent.description,
      tags: sent.tags.join(','),
      publisher: sent.publisher,
      image: sent.image,
      email: sent.email,
      status: 'pending',
    });
  }

  for (const payer of payers) {
    const history = await request(base, 'GET', `/api/payment-history/${payer.email}?limit=100`, {
      token: payer.token,
    });
    expect(history.status).toBe(200);
    const rows = history.json as { _id: string; transactionId: string; plan: string; days: number }[];
    for (const acked of log.payments.filter((p) => p.payer === payer)) {
      const matching = rows.filter((row) => row.transactionId === acked.transactionId);
      expect(matching, acked.transactionId).toHaveLength(1);
      expect(matching[0]).toMatchObject({
        _id: acked.insertedId,
        plan: acked.plan,
        days: acked.days,
        totalPrice: acked.totalPrice,
        premiumUntil: acked.premiumUntil,
      });
    }
  }

  // The reader's client retries a payment whose answer the crash cut off: it is recorded once — by the
  // retry (201) if the crash came first, or already (200) — and an acknowledged one is answered the same.
  for (const intent of log.confirmed) {
    const retry = await request(base, 'POST', '/api/payment', {
      token: intent.payer.token,
      json: {
        transactionId: intent.transactionId,
        plan: intent.plan,
        days: intent.days,
        totalPrice: intent.totalPrice,
      },
    });
    expect([200, 201], `${intent.transactionId} ${retry.body}`).toContain(retry.status);
    const acked = log.payments.find((p) => p.transactionId === intent.transactionId);
    if (acked) expect(retry.json).toEqual({ insertedId: acked.insertedId, premiumUntil: acked.premiumUntil });
  }

  for (const url of log.uploads) {
    const response = await request(base, 'GET', url);
    expect(response.status, url).toBe(200);
    expect((await sharp(response.body).metadata()).format).toBe('webp');
  }
}

/** Straight from the database, with the server stopped: nothing half-written anywhere. */
async function checkNothingHalfWritten(payers: Account[]) {
  await fault.withDatabase(async ({ db }) => {
    const rows = await db.select().from(articles);
    expect(rows.length).toBeGreaterThanOrEqual(log.articles.length);
    for (const row of rows) {
      const sent = log.sent.get(row.title);
      expect(sent, `article ${row.title} was never sent`).toBeDefined();
      expect(row).toMatchObject({
        description: sent?.description,
        tags: sent?.tags,
        publisher: sent?.publisher,
        image: sent?.image,
        status: 'pending',
      });
    }

    for (const payer of payers) {
      const [reader] = await db.select().from(user).where(eq(user.email, payer.email));
      const chain = (
        await db
          .select()
          .from(payments)
          .where(eq(payments.userId, reader?.id ?? ''))
      ).sort((a, b) => a.premiumFrom.getTime() - b.premiumFrom.getTime());
      expect(chain.length).toBe(log.confirmed.filter((intent) => intent.payer === payer).length);
      // Each payment extends from the end of the one before, and the reader's end is the last one's.
      for (let i = 1; i < chain.length; i++) {
        expect(chain[i]?.premiumFrom.getTime()).toBe(chain[i - 1]?.premiumUntil.getTime());
      }
      for (const payment of chain) {
        expect(payment.premiumUntil.getTime() - payment.premiumFrom.getTime()).toBe(payment.days * DAY_MS);
        const [intent] = await db
          .select()
          .from(testPaymentIntents)
          .where(eq(testPaymentIntents.id, payment.transactionId));
        expect(intent).toMatchObject({
          status: 'succeeded',
          amountCents: payment.amountCents,
          userId: reader?.id,
        });
      }
      expect(reader?.premiumUntil?.getTime()).toBe(chain.at(-1)?.premiumUntil.getTime());
    }

    const names = new Set((await db.select({ name: mediaFiles.name }).from(mediaFiles)).map((m) => m.name));
    for (const url of log.uploads) {
      const key = url.slice('/media/'.length, '/media/'.length + 16);
      for (const width of [320, 640]) expect(names.has(`${key}-${width}.webp`), `${key} ${width}`).toBe(true);
    }
  });
}

describe(`kill -9 during writes (${fault.onPostgres ? 'PostgreSQL' : 'PGlite in DATA_DIR'})`, () => {
  it(
    'keeps every acknowledged article, payment and image whole, and nothing half-written',
    async () => {
      const started = Date.now();
      let server = await startServer(fault.env);
      const base = server.url;

      // The newsroom: an editor, a publisher with a logo, writers and payers.
      const admin = await signUpOverHttp(base, { email: ADMIN_EMAIL, name: 'Fault Editor', dataDir });
      const logo = await uploadOverHttp(base, admin.token, await colouredPng(0));
      expect(logo.status, String(logo.body)).toBe(200);
      log.uploads.push((logo.json as { data: { url: string } }).data.url);
      const publisher = await request(base, 'POST', '/api/publisher', {
        token: admin.token,
        json: { publisherName: PUBLISHER, image: log.uploads[0] },
      });
      expect(publisher.status, String(publisher.body)).toBe(201);
      const run = randomBytes(3).toString('hex');
      const accounts: Account[] = [];
      for (let i = 0; i < ARTICLE_WRITERS + PAYERS; i++) {
        accounts.push(
          await signUpOverHttp(base, {
            email: `writer${i}-${run}@faults.test`,
            name: `Writer ${i}`,
            dataDir,
          }),
        );
      }
      const writers = accounts.slice(0, ARTICLE_WRITERS);
      const payers = accounts.slice(ARTICLE_WRITERS);
      const images = await Promise.all(Array.from({ length: 40 }, (_, i) => colouredPng(i + 1)));

      const rounds: string[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        const streamed = Date.now();
        const inFlight = await streamAndKill(
          server,
          { admin, writers, payers },
          images.splice(0, 20),
          KILL_DURING[round - 1] as PaymentStep,
        );
        expect(log.refusals, 'every write before the kill succeeds').toEqual([]);
        expect(inFlight, 'the kill lands while requests are in flight').toBeGreaterThan(0);
        const restarted = Date.now();
        server = await startServer(fault.env, { port: server.port });
        await checkAcknowledged(base, admin, payers);
        rounds.push(
          `round ${round}: stream ${restarted - streamed} ms with ${inFlight} in flight at the kill, ` +
            `restart and checks ${Date.now() - restarted} ms`,
        );
      }
      expect(await server.stop()).toBe(0);
      await checkNothingHalfWritten(payers);

      console.info(
        `kill -9 on ${fault.databaseName}: ${log.articles.length} articles, ` +
          `${log.payments.length} payments (${log.confirmed.length} confirmed), ${log.uploads.length} images ` +
          `acknowledged over ${ROUNDS} kills; ${rounds.join('; ')}; whole test ${Date.now() - started} ms`,
      );
    },
    SLOW,
  );
});
