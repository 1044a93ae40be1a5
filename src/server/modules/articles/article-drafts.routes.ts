import {
  createDraft,
  deleteDraft,
  getDraft,
  listDrafts,
  saveDraft,
  submitDraft,
} from '@shared/contract/newsroom';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../lib/serve';
import { requireVerified } from '../../lib/verified';
import type { ArticleDraftsService } from './article-drafts.service';

/** Saving a draft changes nothing a cache holds: drafts are read by their author only, never cached. */
const draftWrite = { changes: 'none' } as const;

/** An author's drafts: write, autosave, submit for review (docs/product.md#drafts). Their author only. */
export function draftRoutes(app: FastifyInstance, drafts: ArticleDraftsService) {
  serve(app, listDrafts, ({ viewer }) => drafts.list(viewer));
  serve(app, createDraft, ({ viewer, body }) => drafts.create(requireVerified(viewer), body), {
    ...draftWrite,
    rateLimit: { max: 60, timeWindow: '1 hour' },
  });
  serve(app, getDraft, ({ viewer, params }) => drafts.get(viewer, params.id));
  serve(
    app,
    saveDraft,
    ({ viewer, params, body: { version, ...fields } }) => drafts.save(viewer, params.id, version, fields),
    { ...draftWrite, rateLimit: { max: 600, timeWindow: '1 hour' } },
  );
  serve(
    app,
    submitDraft,
    ({ viewer, params, query, body }) =>
      drafts.submit(requireVerified(viewer), params.id, query.version, body),
    // The article it sends for review is written as any new one is, which names it (article-writes.service.ts).
    { changes: 'named', rateLimit: { max: 30, timeWindow: '1 hour' } },
  );
  serve(app, deleteDraft, ({ viewer, params }) => drafts.remove(viewer, params.id), draftWrite);
}
