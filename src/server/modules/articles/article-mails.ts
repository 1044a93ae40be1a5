import { MAIL_TEXTS } from '@shared/messages/mail';
import { paths } from '@shared/paths';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { renderNotice } from '../mail/mail-rendering';
import { createUsersRepository } from '../users/users.repository';

type ArticleNote = { name: string; title: string; articleId: string };

/**
 * What the author of an article hears from the editors (docs/product.md#articles): that it was approved,
 * or declined with the editors' reason and a link to edit and resubmit. One function per mail, so other
 * parts of the newsroom can send them too.
 */
export function createArticleMails(db: Db, mail: MailService, { publicUrl }: Pick<Config, 'publicUrl'>) {
  const users = createUsersRepository(db);
  const frame = () => mail.frame('account');
  // A first publication and an edit that went live are told apart, and so are a declined article and a
  // declined edit of a live one (whose published version stays).
  for (const [kind, text] of [
    ['article-approved', MAIL_TEXTS.articleApproved],
    ['article-edit-approved', MAIL_TEXTS.editApproved],
  ] as const) {
    mail.defineKind<ArticleNote>(kind, {
      render: (data) =>
        renderNotice(
          text(data.name, data.title, `${publicUrl}${paths.articleDetails(data.articleId)}`),
          frame(),
        ),
    });
  }
  for (const [kind, text] of [
    ['article-declined', MAIL_TEXTS.articleDeclined],
    ['article-edit-declined', MAIL_TEXTS.editDeclined],
  ] as const) {
    mail.defineKind<ArticleNote & { reason: string }>(kind, {
      render: (data) =>
        renderNotice(
          text(data.name, data.title, data.reason, `${publicUrl}${paths.updateArticle(data.articleId)}`),
          frame(),
        ),
    });
  }

  /** Queues one mail to the author of an article; one per decision (`key`). */
  async function notifyAuthor(kind: string, article: Article, data: Record<string, unknown> = {}) {
    const author = await users.findById(article.authorId);
    if (!author) return;
    await mail.send({
      kind,
      to: author.email,
      key: `${kind}:${article.id}:${crypto.randomUUID()}`,
      data: { name: author.name, title: article.title, articleId: article.id, ...data },
    });
  }

  return {
    notifyApproved: (article: Article) => notifyAuthor('article-approved', article),
    notifyDeclined: (article: Article, reason: string) =>
      notifyAuthor('article-declined', article, { reason }),
    /** `article` carries the edit's title, not the one it replaced. */
    notifyEditApproved: (article: Article) => notifyAuthor('article-edit-approved', article),
    notifyEditDeclined: (article: Article, reason: string) =>
      notifyAuthor('article-edit-declined', article, { reason }),
  };
}

interface Article {
  id: string;
  title: string;
  authorId: string;
}

export type ArticleMails = ReturnType<typeof createArticleMails>;
