import { TAGS, type Tag } from '@shared/constants';
import { PUBLISHERS } from '@shared/publishers';
import { createRng } from './demo-images';
import { BANKS, PEOPLE, RELATED_TAGS, ROLES, STORIES, type Story } from './story-bank';

/** The demo newsroom's 48 articles, planned from the story bank: deterministic, the same every time. */

type Rng = () => number;

const ARTICLE_COUNT = 48;
const PENDING_COUNT = 4;
const PREMIUM_COUNT = 8;
/** The demo articles are spread over this many days before the moment of seeding. */
export const SPAN_DAYS = 60;
export const DAY_MS = 86_400_000;

function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function pickFrom<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** A plausible news body: lede and context, detail with a quote, more detail, an outlook. 120–400 words. */
export function demoArticleBody(rng: Rng, tag: Tag, story: Story): string {
  const bank = BANKS[tag];
  const people = shuffled(rng, PEOPLE);
  const roles = shuffled(rng, ROLES[tag]);
  let quotes = 0;
  const fill = (template: string) =>
    template
      .replaceAll('{Subject}', capitalise(story.subject))
      .replaceAll('{subject}', story.subject)
      .replaceAll('{place}', story.place)
      .replaceAll('{day}', pickFrom(rng, DAYS))
      .replaceAll('{number}', String(2 + Math.floor(rng() * 40)))
      .replaceAll('{percent}', String(4 + Math.floor(rng() * 30)))
      .replace('{person}', () => people[quotes % people.length] as string)
      .replace('{role}', () => roles[quotes++ % roles.length] as string);

  const lede = shuffled(rng, bank.lede);
  const context = shuffled(rng, bank.context);
  const detail = shuffled(rng, bank.detail);
  const quote = shuffled(rng, bank.quote);
  const outlook = shuffled(rng, bank.outlook);
  const take = (from: string[], n: number) => from.splice(0, n).map(fill).join(' ');

  const paragraphs = [
    `${take(lede, 1)} ${take(context, 2)}`,
    `${take(detail, 2)} ${take(quote, 1)}`,
    `${take(detail, 2)} ${take(context, 1)}`,
  ];
  if (rng() < 0.6) paragraphs.push(`${take(quote, 1)} ${take(detail, 1)}`);
  paragraphs.push(take(outlook, rng() < 0.5 ? 2 : 1));
  while (wordCount(paragraphs.join(' ')) < 150 && context.length > 0) {
    paragraphs.splice(paragraphs.length - 1, 0, `${take(context, 2)}`);
  }
  while (wordCount(paragraphs.join(' ')) > 400 && paragraphs.length > 3) paragraphs.splice(-2, 1);
  return paragraphs.join('\n\n');
}

export interface PlannedArticle {
  title: string;
  description: string;
  tags: Tag[];
  publisher: string;
  authorIndex: number;
  status: 'approve' | 'pending' | 'declined';
  isPremium: boolean;
  viewCount: number;
  ageMs: number;
  coverSeed: number;
}

/** The 48 demo articles, before images and ids. Pure: the same plan every time. */
export function planDemoArticles(): PlannedArticle[] {
  const rng = createRng(20_260_101);
  const next: Record<string, number> = {};
  const plans: PlannedArticle[] = [];
  for (let i = 0; i < ARTICLE_COUNT; i++) {
    const tag = TAGS[i % TAGS.length] as Tag;
    const stories = STORIES[tag];
    const storyIndex = next[tag] ?? 0;
    next[tag] = storyIndex + 1;
    const story = stories[storyIndex % stories.length] as Story;
    const secondary = rng() < 0.35 ? pickFrom(rng, RELATED_TAGS[tag]) : undefined;
    // The last few articles are the ones waiting for review, and one was sent back.
    const status =
      i >= ARTICLE_COUNT - PENDING_COUNT
        ? 'pending'
        : i === ARTICLE_COUNT - PENDING_COUNT - 1
          ? 'declined'
          : 'approve';
    plans.push({
      title: story.title,
      description: demoArticleBody(rng, tag, story),
      tags: secondary && secondary !== tag ? [tag, secondary] : [tag],
      publisher: (PUBLISHERS[(i * 5) % PUBLISHERS.length] as (typeof PUBLISHERS)[number]).name,
      // 0 is the admin; demo users 1–3 write, user 4 only reads. Submissions come from the writers.
      authorIndex: status === 'approve' ? i % 4 : 1 + (i % 3),
      status,
      isPremium:
        status === 'approve' && i % 5 === 2 && plans.filter((p) => p.isPremium).length < PREMIUM_COUNT,
      viewCount: status === 'approve' ? Math.floor(rng() ** 2 * 5000) : 0,
      ageMs: Math.floor(((ARTICLE_COUNT - i) / ARTICLE_COUNT) * SPAN_DAYS * DAY_MS - rng() * DAY_MS * 0.8),
      coverSeed: i + 1,
    });
  }
  return plans;
}
