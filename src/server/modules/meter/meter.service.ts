import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { isUuid } from '@shared/ids';
import { ARTICLE_API_TEXTS } from '@shared/messages/api-articles';
import { METER_SETTINGS_MS } from '@shared/meter';
import { articleSchema } from '@shared/schemas/articles';
import type { MeterAnswer, MeterSettings, MeterSettingsInput } from '@shared/schemas/meter';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { Viewer } from '../../types';
import { toArticleDto } from '../articles/articles.mapper';
import { createArticlesRepository } from '../articles/articles.repository';
import { bodyAccess, canRead } from '../articles/articles.service';
import { createAuditRepository } from '../audit/audit.repository';
import { monthOf } from '../gift-links/gift-links.service';
import { createMeterRepository, type MeterSettingsRow } from './meter.repository';

/** One take in this many also forgets the months gone by. */
const PRUNE_EVERY = 200;

export interface MeterServiceOptions {
  /** Signs the visitor counter: only Broadsheet can make one, so nobody picks another's count. */
  secret: string;
  now?: () => Date;
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The metered and registration wall (docs/product.md#the-meter): decided per request, for the paywalled part
 * alone, so no kept page carries a reader's count or the settings. A registered reader without a
 * subscription reads `registered` premium articles a month; a visitor reads `visitors` articles a month,
 * counted by a signed first-party counter. One allowance across every section; a second read of the same
 * article in the month takes nothing more.
 */
export function createMeterService(db: Db, { secret, now = () => new Date() }: MeterServiceOptions) {
  const repository = createMeterRepository(db);
  const articles = createArticlesRepository(db);
  const audit = createAuditRepository(db);
  // Read again at most every METER_SETTINGS_MS in each process: a change reaches every process within a
  // minute without clearing any page, and a visitor's page never holds the settings.
  let memo: { at: number; value: Promise<MeterSettingsRow> } | undefined;
  const settings = () => {
    const at = now().getTime();
    if (!memo || at - memo.at >= METER_SETTINGS_MS) {
      const value = repository.settings();
      memo = { at, value };
      value.catch(() => {
        memo = undefined;
      });
    }
    return memo.value;
  };
  const toDto = (row: MeterSettingsRow): MeterSettings => ({
    registered: row.registeredFree,
    visitors: row.visitorFree,
    ...(row.updatedAt ? { updatedAt: row.updatedAt.toISOString() } : {}),
  });

  const signature = (id: string) =>
    createHmac('sha256', secret).update(`meter\u0000${id}`).digest('base64url').slice(0, 32);

  return {
    /** The visitor counter's value for a new id. */
    counter: (id: string) => `${id}.${signature(id)}`,
    /** The counter's id when Broadsheet signed it; null for anything else. */
    verifyCounter(value: string | undefined): string | null {
      const [id, given, ...rest] = (value ?? '').split('.');
      if (!id || !given || rest.length > 0 || !isUuid(id)) return null;
      const expected = Buffer.from(signature(id));
      const received = Buffer.from(given);
      return received.length === expected.length && timingSafeEqual(received, expected) ? id : null;
    },
    newCounterId: () => randomUUID(),

    /**
     * What the meter does for this reader and article now. `visitor` gives the visitor's counter id (making
     * one if they have none); it is asked only when a visitor's allowance is counted.
     */
    async read(viewer: Viewer | null, articleId: string, visitor: () => string): Promise<MeterAnswer> {
      const month = monthOf(now());
      const resetsAt = month.next.toISOString();
      const set = await settings();
      const register = !viewer && set.registeredFree > 0 ? { register: set.registeredFree } : {};
      const off: MeterAnswer = { state: 'off', allowance: 0, remaining: 0, resetsAt, ...register };
      // With the meter off the answer says nothing about the article, so nothing is read for it.
      if (set.registeredFree === 0 && set.visitorFree === 0) return off;
      const row = await articles.findById(articleId);
      if (!row || !canRead(viewer, row)) throw notFound(ARTICLE_API_TEXTS.article);
      const access = bodyAccess(viewer, row);
      const allowance = access === 'premium' ? set.registeredFree : access === 'signin' ? set.visitorFree : 0;
      if (!allowance) return off;
      const userId = viewer?.id ?? null;
      const reader = userId ? `u:${userId}` : `v:${visitor()}`;
      const monthDay = dayOf(month.start);
      const taken = await repository.take({ reader, month: monthDay, articleId, userId }, allowance);
      if (Math.random() * PRUNE_EVERY < 1) await repository.pruneBefore(monthDay);
      const remaining = Math.max(0, allowance - taken.used);
      if (!taken.opened) return { state: 'wall', allowance, remaining: 0, resetsAt, ...register };
      const meter = { allowance, remaining, resetsAt };
      const article = articleSchema.parse({ ...toArticleDto(row, 'full'), meter });
      return { state: 'open', allowance, remaining, resetsAt, ...register, article };
    },

    settings: async (): Promise<MeterSettings> => toDto(await repository.settings()),

    async setSettings(viewer: Viewer, input: MeterSettingsInput): Promise<MeterSettings> {
      const saved = await repository.saveSettings(
        { registeredFree: input.registered, visitorFree: input.visitors },
        viewer.id,
      );
      // This process follows at once; the others within METER_SETTINGS_MS.
      memo = { at: now().getTime(), value: Promise.resolve(saved) };
      await audit.record(viewer, {
        action: 'meter.settings',
        targetType: 'site',
        targetId: 'meter',
        details: { registered: input.registered, visitors: input.visitors },
      });
      return toDto(saved);
    },
  };
}

export type MeterService = ReturnType<typeof createMeterService>;
