import { ERROR_CODES } from '@shared/error-codes';
import { ACCOUNT_API_TEXTS } from '@shared/messages';
import { ACCOUNT_DELETION_TEXTS as TEXTS } from '@shared/messages/account-deletion';
import type { AccountDeleted, DeleteAccountInput } from '@shared/schemas/account-deletion';
import type { Db } from '../../db/client';
import type { Caches } from '../../lib/caches';
import { articleChangeTags, changeTags } from '../../lib/changes';
import { AppError, badRequest, conflict, unauthorized } from '../../lib/errors';
import type { Viewer } from '../../types';
import { refusedProof } from '../auth/recent-proof';
import {
  createAccountDeletionRepository,
  FORMER_CONTRIBUTOR,
  type OwnArticle,
} from './account-deletion.repository';

/** What deleting an account needs beyond the database, each loaded only when an account is deleted. */
export interface DeletionHelpers {
  /** Checks a password against its hash, by the identity library's own hashing. */
  verifyPassword(hash: string, password: string): Promise<boolean>;
  /** Ends every session of the account through the identity library (its session caches too). */
  endSessions(userId: string): Promise<void>;
  /** Stops a renewal at the card provider, so that nobody is charged for an account that is gone. */
  stopRenewal(renewal: { provider: string; id: string }): Promise<void>;
  /** Mails the address the account had that it was deleted. */
  tell(account: { email: string; name: string }): Promise<void>;
}

const byline = (article: OwnArticle, authorId: string) => ({ ...article, authorId });

/**
 * Deleting one's own account (docs/product.md#deleting-your-account): the password again, or a recent
 * sign-in (recent-proof.ts); the last admin cannot; the renewal stops at the provider; every session ends;
 * then one transaction deletes the account, keeping or removing its published articles as the reader chose;
 * the old address is told. Names what changed: the account, the articles and the comments it had.
 */
export function createAccountDeletionService(
  db: Db,
  caches: Pick<Caches, 'changed'>,
  helpers: () => Promise<DeletionHelpers>,
) {
  const repository = createAccountDeletionRepository(db);

  return {
    async remove(viewer: Viewer, input: DeleteAccountInput): Promise<AccountDeleted> {
      if (input.confirmEmail.trim().toLowerCase() !== viewer.email.toLowerCase())
        throw badRequest(TEXTS.api.confirmMismatch, { confirmEmail: TEXTS.api.confirmMismatchField });
      if (viewer.id === FORMER_CONTRIBUTOR.id) throw unauthorized();
      const tools = await helpers();
      const { hash, signedInAt } = await repository.proofOf(viewer.id, viewer.sessionId);
      const refusal = await refusedProof(
        { hash, password: input.password, signedInAt, verify: tools.verifyPassword },
        ACCOUNT_API_TEXTS.deleteAccountProof,
      );
      if (refusal) throw new AppError(400, refusal.code, refusal.message, refusal.fields);
      // Asked first, so a refusal leaves the reader signed in; asked again under a lock as it is deleted.
      if (await repository.isLastAdmin(viewer.id))
        throw conflict(TEXTS.api.lastAdmin, ERROR_CODES.LAST_ADMIN);

      const renewal = await repository.liveRenewal(viewer.id);
      if (renewal) await tools.stopRenewal(renewal);
      await tools.endSessions(viewer.id);
      const done = await repository.remove(viewer.id, input.articles === 'keep');
      if ('lastAdmin' in done) throw conflict(TEXTS.api.lastAdmin, ERROR_CODES.LAST_ADMIN);
      if ('gone' in done) throw unauthorized();

      const tags = new Set<string>([
        changeTags.user(viewer.id),
        changeTags.author(viewer.id),
        changeTags.stats,
      ]);
      for (const article of done.kept)
        for (const tag of articleChangeTags(
          article.id,
          byline(article, viewer.id),
          byline(article, FORMER_CONTRIBUTOR.id),
        ))
          tags.add(tag);
      for (const article of done.removed)
        for (const tag of articleChangeTags(article.id, byline(article, viewer.id), null)) tags.add(tag);
      for (const articleId of done.commentedOn) tags.add(changeTags.comments(articleId));
      await caches.changed([...tags]);
      await tools.tell(done.account);
      return { deletedCount: 1, articlesKept: done.kept.length, articlesRemoved: done.removed.length };
    },
  };
}
