import type { MailNotice } from '@shared/messages/mail';
import type { IssueMail } from './templates/issue-mail';
import type { MailFrame } from './templates/mail-layout';
import type { RenderedMail } from './templates/render-mail';

export type { RenderedMail } from './templates/render-mail';

/**
 * The mail templates (React Email, with its HTML and plain-text converters) are loaded when the first
 * message is rendered: a process that only serves pages never renders one and never holds them
 * (docs/decisions/0027-memory.md).
 */
let templates: Promise<typeof import('./templates/render-mail')> | undefined;
const loadTemplates = () => {
  templates ??= import('./templates/render-mail');
  return templates;
};

/** A transactional notice in the site's frame. */
export async function renderNotice(
  notice: MailNotice,
  frame: Omit<MailFrame, 'preview'>,
): Promise<RenderedMail> {
  return (await loadTemplates()).renderNotice(notice, frame);
}

/** A newsletter issue's message, HTML and plain text. */
export async function renderIssueMail(
  props: Parameters<typeof IssueMail>[0],
): Promise<{ html: string; text: string }> {
  return (await loadTemplates()).renderIssueMail(props);
}
