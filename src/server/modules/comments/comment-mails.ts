import { commentMail } from '@shared/messages/comments';
import { paths } from '@shared/paths';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { renderNotice } from '../mail/mail-rendering';
import { createUsersRepository } from '../users/users.repository';
import { createCommentModerationRepository } from './comment-moderation.repository';

/** How much of a comment its article's author reads in the mail. */
const EXCERPT_LENGTH = 300;

type CommentNote = {
  name: string;
  title: string;
  articleId: string;
  commenter: string;
  excerpt: string;
  authorId: string;
};

const excerptOf = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : body;

/**
 * The mail to an article's author when a reader comments on it, through the mail queue: one per comment,
 * and none to an author who turned them off in their profile (asked again when it is sent).
 */
export function createCommentMails(db: Db, mail: MailService, { publicUrl }: Pick<Config, 'publicUrl'>) {
  const users = createUsersRepository(db);
  const choices = createCommentModerationRepository(db);

  mail.defineKind<CommentNote>('comment-posted', {
    render: (data) =>
      renderNotice(
        commentMail(
          data.name,
          data.title,
          data.commenter,
          data.excerpt,
          `${publicUrl}${paths.articleComments(data.articleId)}`,
          `${publicUrl}${paths.updateProfile}`,
        ),
        mail.frame('account'),
      ),
    stillWanted: async (message) => !(await choices.mailOptedOut((message.data as CommentNote).authorId)),
  });

  return {
    async notifyAuthor({
      commentId,
      article,
      commenter,
      body,
    }: {
      commentId: string;
      article: { id: string; title: string; authorId: string };
      commenter: string;
      body: string;
    }): Promise<void> {
      if (await choices.mailOptedOut(article.authorId)) return;
      const author = await users.findById(article.authorId);
      if (!author) return;
      await mail.send({
        kind: 'comment-posted',
        to: author.email,
        key: `comment-posted:${commentId}`,
        data: {
          name: author.name,
          title: article.title,
          articleId: article.id,
          commenter,
          excerpt: excerptOf(body),
          authorId: article.authorId,
        },
      });
    },
  };
}

export type CommentMails = ReturnType<typeof createCommentMails>;
