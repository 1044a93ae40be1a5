import { render, toPlainText } from '@react-email/render';
import { MAIL_TEXTS, type MailNotice } from '@shared/messages/mail';
import type { ReactElement } from 'react';
import { IssueMail } from './issue-mail';
import type { MailFrame } from './mail-layout';
import { NoticeMail } from './notice-mail';

/**
 * The templates and their renderer: loaded through `../mail-rendering.ts` when the first message is
 * rendered, never by a process that only serves pages.
 */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
}

/** HTML and its plain-text part from one element, so the two always say the same. */
export async function renderBoth(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html, { wordwrap: 78 }) };
}

/** A transactional notice in the site's frame. */
export async function renderNotice(
  notice: MailNotice,
  frame: Omit<MailFrame, 'preview'>,
): Promise<RenderedMail> {
  const parts = await renderBoth(
    <NoticeMail
      notice={notice}
      frame={{ ...frame, preview: notice.preview }}
      linkFallback={MAIL_TEXTS.footer.linkFallback}
    />,
  );
  return { subject: notice.subject, ...parts };
}

/** A newsletter issue's message, HTML and plain text. */
export function renderIssueMail(props: Parameters<typeof IssueMail>[0]) {
  return renderBoth(<IssueMail {...props} />);
}
