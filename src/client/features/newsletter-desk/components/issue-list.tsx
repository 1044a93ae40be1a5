import { NEWSLETTER_TEXTS } from '@shared/messages/newsletter';
import { paths } from '@shared/paths';
import type { NewsletterIssue } from '@shared/schemas/newsletter-issues';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DateText } from '../../../components/ui/date';

const TEXTS = NEWSLETTER_TEXTS.desk;
const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600';
const td = 'px-3 py-2 align-top';

/** Every issue, newest first: its state, its messages counted, and its web version once sent. */
export function IssueList({
  issues,
  onOpen,
}: {
  issues: NewsletterIssue[];
  onOpen: (issue: NewsletterIssue) => void;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 id={headingId} className="font-serif text-2xl font-bold text-stone-900">
        {TEXTS.issues}
      </h2>
      {issues.length === 0 ? (
        <p className="mt-3 text-stone-600">{TEXTS.noIssues}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="min-w-full divide-y divide-stone-200 text-sm">
            <thead>
              <tr>
                <th scope="col" className={th}>
                  {TEXTS.columns.subject}
                </th>
                <th scope="col" className={th}>
                  {TEXTS.columns.state}
                </th>
                <th scope="col" className={th}>
                  {TEXTS.columns.queued}
                </th>
                <th scope="col" className={th}>
                  {TEXTS.columns.sent}
                </th>
                <th scope="col" className={th}>
                  {TEXTS.columns.failed}
                </th>
                <th scope="col" className={th}>
                  {TEXTS.columns.when}
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">{TEXTS.columns.web}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {issues.map((issue) => {
                const when = issue.sentAt ?? issue.sendAt;
                return (
                  <tr key={issue.id}>
                    <th scope="row" className={`${td} text-left font-semibold text-stone-900`}>
                      {issue.subject}
                    </th>
                    <td className={td}>{TEXTS.states[issue.state]}</td>
                    <td className={td}>{issue.counts.queued}</td>
                    <td className={td}>{issue.counts.sent}</td>
                    <td className={td}>{issue.counts.failed}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      {when ? <DateText iso={when} style="moment" /> : '—'}
                    </td>
                    <td className={td}>
                      {issue.state === 'draft' ? (
                        <Button size="sm" variant="secondary" onClick={() => onOpen(issue)}>
                          {TEXTS.open}
                        </Button>
                      ) : issue.sentAt ? (
                        <a
                          href={paths.newsletterIssue(issue.id)}
                          className="font-semibold text-red-700 underline hover:text-red-800"
                        >
                          {TEXTS.webVersion}
                        </a>
                      ) : null}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
