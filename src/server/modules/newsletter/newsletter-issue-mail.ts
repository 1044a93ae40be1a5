import { MAIL_TEXTS } from '@shared/messages/mail';
import { paths } from '@shared/paths';
import { excerpt } from '@shared/text';
import type { Config } from '../../config/config';
import type { MailRow } from '../mail/mail.repository';
import type { MailService } from '../mail/mail.service';
import { type RenderedMail, renderIssueMail } from '../mail/mail-rendering';
import type { NewsletterRepository } from './newsletter.repository';
import type { IssueArticle, IssueRow, NewsletterIssuesRepository } from './newsletter-issues.repository';

const TEASER_LENGTH = 280;
/**
 * Where a reader's unsubscribe token goes in an issue rendered once for all of them: letters only, so
 * neither HTML nor the plain-text conversion changes it.
 */
const TOKEN_SLOT = 'UnsubscribeTokenSlotUnsubscribeT';
/** How long a rendered issue's parts are kept for the next recipient's message. */
const ISSUE_CACHE_MS = 60_000;

export type IssueMessage = { issueId: string; token?: string; test?: boolean };

/**
 * The unsubscribe headers of RFC 2369 and RFC 8058: a mail program's own button, one POST and done. The
 * https address alone: a `mailto:` would point at the sending address, which no one reads
 * (docs/security.md#the-newsletters-links).
 */
export function unsubscribeHeaders(httpsUrl: string) {
  return {
    'List-Unsubscribe': `<${httpsUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/**
 * The newsletter's List-Id (RFC 2919): its name and a label under the site's own host, the same for every
 * issue, so mail programs can file and filter the list.
 */
export function listIdHeader(siteName: string, publicUrl: string): { 'List-Id': string } {
  // A phrase of plain words: the specials of RFC 5322 would need quoting, which mail programs encode.
  const name = `${siteName} newsletter`
    .replace(/[()<>@,;:\\".[\]\r\n]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { 'List-Id': `${name} <newsletter.${new URL(publicUrl).hostname}>` };
}

/**
 * An issue's message: the same for every subscriber but the unsubscribe link and headers; a test says it
 * is one. Defines the `newsletter-issue` kind of mail.
 */
export function createIssueMail({
  mail,
  issues,
  subscribers,
  config,
}: {
  mail: MailService;
  issues: NewsletterIssuesRepository;
  subscribers: NewsletterRepository;
  config: Pick<Config, 'publicUrl' | 'mailFrom' | 'siteName'>;
}) {
  const absolute = (path: string) => `${config.publicUrl}${path}`;
  const ownImage = (image: string) =>
    image.startsWith('/') && !image.startsWith('//') ? absolute(image) : '';
  const teaser = (article: IssueArticle) => excerpt(article.teaserSource, TEASER_LENGTH);

  async function articlesOf(issue: IssueRow) {
    return issues.approvedArticles(issue.articleIds);
  }

  /** The issue's message for one reader, up to the footer links; the same for all but those links. */
  async function renderIssue(
    issue: IssueRow,
    footerLinks: { label: string; url: string }[],
    subject = issue.subject,
    intro = issue.intro,
  ) {
    const list = await articlesOf(issue);
    const parts = await renderIssueMail({
      frame: { ...mail.frame('newsletter', footerLinks), preview: MAIL_TEXTS.issue.preview(list.length) },
      subject: issue.subject,
      title: subject,
      intro,
      articles: list.map((article) => ({
        title: article.title,
        url: absolute(paths.articleDetails(article.id)),
        teaser: teaser(article),
        isPremium: article.isPremium,
        image: ownImage(article.image),
      })),
      texts: MAIL_TEXTS.issue,
    });
    return { subject, ...parts };
  }

  const webVersion = (issue: IssueRow) => ({
    label: MAIL_TEXTS.footer.webVersion,
    url: absolute(paths.newsletterIssue(issue.id)),
  });

  // Two thousand messages of one issue differ only in their unsubscribe link: the issue and its articles
  // are read, and the message rendered, once a minute, not once a message; each message fills its link in.
  type CachedIssue = {
    issue: IssueRow;
    at: number;
    forReaders?: Promise<Awaited<ReturnType<typeof renderIssue>>>;
  };
  const cache = new Map<string, CachedIssue>();
  async function cachedIssue(id: string): Promise<CachedIssue> {
    const hit = cache.get(id);
    if (hit && Date.now() - hit.at < ISSUE_CACHE_MS) return hit;
    const issue = await issues.byId(id);
    if (!issue) throw new Error(`issue ${id} is gone`);
    const entry: CachedIssue = { issue, at: Date.now() };
    cache.set(id, entry);
    return entry;
  }

  mail.defineKind<IssueMessage>('newsletter-issue', {
    render: async (data): Promise<RenderedMail> => {
      const cached = await cachedIssue(data.issueId);
      const { issue } = cached;
      if (data.test || !data.token) {
        const rendered = await renderIssue(
          issue,
          [webVersion(issue)],
          MAIL_TEXTS.issue.testSubject(issue.subject),
          [MAIL_TEXTS.issue.testNote, issue.intro].filter(Boolean).join('\n\n'),
        );
        return { ...rendered, headers: listIdHeader(config.siteName, config.publicUrl) };
      }
      cached.forReaders ??= renderIssue(issue, [
        webVersion(issue),
        { label: MAIL_TEXTS.footer.unsubscribe, url: absolute(`${paths.unsubscribe}?token=${TOKEN_SLOT}`) },
      ]);
      const rendered = await cached.forReaders;
      const token = data.token;
      const fill = (part: string) => part.replaceAll(TOKEN_SLOT, token);
      const unsubscribe = absolute(`${paths.unsubscribe}?token=${token}`);
      return {
        subject: rendered.subject,
        html: fill(rendered.html),
        text: fill(rendered.text),
        headers: {
          ...listIdHeader(config.siteName, config.publicUrl),
          ...unsubscribeHeaders(unsubscribe),
        },
      };
    },
    // A subscriber who left (or whose address bounced) since the issue was queued gets nothing.
    stillWanted: async (message: MailRow) => {
      const data = message.data as IssueMessage;
      if (data.test) return true;
      const subscriber = await subscribers.byEmail(message.to);
      return Boolean(subscriber?.confirmedAt && subscriber.unsubscribeToken === data.token);
    },
  });

  return {
    renderIssue,
    webVersion,
    teaser,
    absolute,
    articlesOf,
    /** An issue changed: the next message reads it again. */
    forget: (id: string) => void cache.delete(id),
  };
}
