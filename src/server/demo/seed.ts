import { randomBytes, randomUUID } from 'node:crypto';
import { PREMIUM_PREVIEW_LENGTH, type Tag } from '@shared/constants';
import { DEFAULT_IMAGE_WIDTH } from '@shared/images';
import { PUBLISHERS } from '@shared/publishers';
import { plainText, plainTextToDoc, previewText } from '@shared/rich-text/text';
import { hashPassword } from 'better-auth/crypto';
import { count, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { account, articles, newsletterSubscribers, publishers, user } from '../db/schema';
import { storeImage } from '../modules/media/images';
import { createMediaRepository, type MediaStore } from '../modules/media/media.repository';
import { DAY_MS, planDemoArticles, SPAN_DAYS } from './articles';
import { avatarSvg, COVER_WIDTH, coverSvg, logoSvg } from './demo-images';

/**
 * Demo content made on the spot (docs/product.md#running-and-scale): the twelve publishers with drawn logos, a few users, one
 * admin, and 48 articles with drawn covers. Deterministic apart from ids, password hashes and the dates,
 * which are placed relative to the moment of seeding so the site always looks current.
 */

export const DEMO_PASSWORD = 'Newsroom#2026';
export const DEMO_DECLINE_REASON = 'Please cite at least two sources for the figures in the third paragraph.';

export const DEMO_USERS = [
  {
    name: 'Amelia Hart',
    email: 'amelia.hart@broadsheet.test',
    bio: 'Amelia covers culture and the arts, from small galleries to the biggest stages.',
    // The demo's staff writers show their e-mail address with their articles (an author's choice, off by default).
    showEmail: true,
  },
  {
    name: 'Daniel Okafor',
    email: 'daniel.okafor@broadsheet.test',
    bio: 'Daniel reports on sport and science, and how each keeps changing the other.',
    // The demo's staff writers show their e-mail address with their articles (an author's choice, off by default).
    showEmail: true,
  },
  {
    name: 'Priya Raman',
    email: 'priya.raman@broadsheet.test',
    bio: 'Priya writes about business, schools and the people who keep both running.',
    // The demo's staff writers show their e-mail address with their articles (an author's choice, off by default).
    showEmail: true,
  },
  { name: 'Lucas Moreau', email: 'lucas.moreau@broadsheet.test', bio: null, showEmail: false },
] as const;

/** Keeps two app processes starting together from both seeding (docs/product.md#running-and-scale). */
const SEED_LOCK_ID = 727_161_001;

export interface SeedOptions {
  adminEmail: string;
  adminPassword: string;
  log?: (msg: string) => void;
}

/**
 * Rasterises a drawing to a lossless, quickly compressed PNG: the pipeline refuses SVG and re-encodes to
 * WebP anyway. `scale` renders large drawings straight at the size they will be served at.
 */
async function svgToPng(svg: string, scale = 1): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
) {
  const results = new Array<R>(items.length);
  let cursor = 0;
  const worker = async () => {
    while (cursor < items.length) {
      const index = cursor++;
      results[index] = await fn(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

async function storeSvg(storage: MediaStore, svg: string, scale = 1): Promise<string> {
  const { url } = await storeImage(storage, await svgToPng(svg, scale), { effort: 2 });
  return url;
}

/**
 * Seeds an empty database with the demo newsroom. Does nothing when publishers already exist, so it is
 * safe to call on every start. Images are stored first, each in one statement (content-addressed, so a
 * rerun or a second process rewrites nothing); the rows go in one transaction.
 */
export async function seedDemoContent(
  database: Database,
  options: SeedOptions,
): Promise<{ seeded: boolean }> {
  const { db } = database;
  const log = options.log ?? (() => {});
  const hasPublishers = async (executor: Pick<typeof db, 'select'>) => {
    const [row] = await executor.select({ n: count() }).from(publishers);
    return (row?.n ?? 0) > 0;
  };
  if (await hasPublishers(db)) return { seeded: false };

  const started = performance.now();
  const storage = createMediaRepository(db);
  const plans = planDemoArticles();
  const adminEmail = options.adminEmail.trim().toLowerCase();
  const people = [
    {
      name: 'Editor in Chief',
      email: adminEmail,
      role: 'admin',
      password: options.adminPassword,
      bio: 'The editors check every story before it is published, and write a few themselves.',
      showEmail: true,
    },
    ...DEMO_USERS.map((u) => ({ ...u, role: 'user', password: DEMO_PASSWORD })),
  ];

  // Covers are drawn at the width their URL names (DEFAULT_IMAGE_WIDTH): a 1280 variant would never be
  // listed in a srcset, and skipping it saves a third of the seeding time.
  const coverScale = DEFAULT_IMAGE_WIDTH / COVER_WIDTH;
  const jobs: (() => Promise<string>)[] = [
    ...PUBLISHERS.map((p, i) => () => storeSvg(storage, logoSvg(p.name, i))),
    ...people.map((_, i) => () => storeSvg(storage, avatarSvg(i + 1))),
    ...plans.map(
      (plan) => () => storeSvg(storage, coverSvg(plan.coverSeed, plan.tags[0] as Tag), coverScale),
    ),
  ];
  const [urls, hashes] = await Promise.all([
    mapLimited(jobs, 4, (job) => job()),
    Promise.all(people.map((p) => hashPassword(p.password))),
  ]);
  const logoUrls = urls.slice(0, PUBLISHERS.length);
  const avatarUrls = urls.slice(PUBLISHERS.length, PUBLISHERS.length + people.length);
  const coverUrls = urls.slice(PUBLISHERS.length + people.length);
  log(`seed: ${urls.length} images ready in ${Math.round(performance.now() - started)} ms`);

  const now = Date.now();
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting together: the second waits here, then sees the first one's rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (await hasPublishers(tx)) return false;

    await tx.insert(publishers).values(
      PUBLISHERS.map((p, i) => ({
        publisherName: p.name,
        image: logoUrls[i] as string,
        country: p.country,
        createdAt: new Date(now - SPAN_DAYS * DAY_MS - (PUBLISHERS.length - i) * 60_000),
      })),
    );

    // A user who registered before the seed ran keeps their account; the demo rows only fill the gaps.
    const newUsers = people.map((p, i) => ({
      id: randomUUID(),
      name: p.name,
      email: p.email,
      emailVerified: true,
      image: avatarUrls[i] as string,
      role: p.role,
      bio: p.bio,
      showEmail: p.showEmail,
      createdAt: new Date(now - (SPAN_DAYS + 1) * DAY_MS + i * 3_600_000),
    }));
    const inserted = await tx
      .insert(user)
      .values(newUsers)
      .onConflictDoNothing({ target: user.email })
      .returning({ id: user.id, email: user.email });
    const insertedEmails = new Set(inserted.map((u) => u.email));
    if (inserted.length > 0) {
      await tx.insert(account).values(
        newUsers
          .map((u, i) => ({ user: u, hash: hashes[i] as string }))
          .filter(({ user: u }) => insertedEmails.has(u.email))
          .map(({ user: u, hash }) => ({
            id: randomUUID(),
            accountId: u.id,
            providerId: 'credential',
            userId: u.id,
            password: hash,
            createdAt: u.createdAt,
          })),
      );
    }
    const ids = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(
        inArray(
          user.email,
          people.map((p) => p.email),
        ),
      );
    const idByEmail = new Map(ids.map((u) => [u.email, u.id]));

    await tx.insert(articles).values(
      plans.map((plan, i) => {
        const createdAt = new Date(now - plan.ageMs);
        const author = people[plan.authorIndex] as (typeof people)[number];
        const body = plainTextToDoc(plan.description);
        return {
          title: plan.title,
          publisher: plan.publisher,
          tags: plan.tags,
          body,
          description: plainText(body),
          preview: previewText(body, PREMIUM_PREVIEW_LENGTH),
          image: coverUrls[i] as string,
          authorId: idByEmail.get(author.email) as string,
          status: plan.status,
          isPremium: plan.isPremium,
          declineReason: plan.status === 'declined' ? DEMO_DECLINE_REASON : null,
          declinedAt: plan.status === 'declined' ? new Date(createdAt.getTime() + DAY_MS / 2) : null,
          viewCount: plan.viewCount,
          createdAt,
          updatedAt: plan.status === 'declined' ? new Date(createdAt.getTime() + DAY_MS / 2) : createdAt,
        };
      }),
    );
    // The demo's readers take the newsletter, confirmed, so an issue sent from the dashboard reaches someone
    // (its messages land in DATA_DIR/outbox/ without SMTP_URL).
    await tx
      .insert(newsletterSubscribers)
      .values(
        people.map((p, i) => ({
          email: p.email,
          unsubscribeToken: randomBytes(24).toString('base64url'),
          confirmedAt: new Date(now - SPAN_DAYS * DAY_MS + i * 3_600_000),
        })),
      )
      .onConflictDoNothing();
    return true;
  });

  if (seeded) {
    log(
      `seed: ${PUBLISHERS.length} publishers, ${people.length} users, ${plans.length} articles in ${Math.round(performance.now() - started)} ms`,
    );
  }
  return { seeded };
}
