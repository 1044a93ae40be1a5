import { PLANS, SUBSCRIPTION_PERIODS } from '@shared/constants';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteName } from '../../lib/app-context';

const LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' };
const LEGAL_EMAIL = 'legal@broadsheet.example';
const PLAN_DAYS = 30;

const paidPlans = PLANS.filter((plan) => plan.price > 0);
const freePlan = PLANS.find((plan) => plan.price === 0);
const periodDays = SUBSCRIPTION_PERIODS.map((period) => period.days);
const PERIOD_DAYS_TEXT = `${periodDays.slice(0, -1).join(', ')} or ${periodDays.at(-1)}`;

/** A plan's price covers 30 days; a period costs the per-day price times its days, rounded to cents. */
function periodAmount(price: number, days: number): string {
  const cents = Math.round((Math.round(price * 100) * days) / PLAN_DAYS);
  return `$${(cents / 100).toFixed(2)}`;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 space-y-3">
      <h2 id={id} className="font-serif text-2xl font-bold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

export function Component() {
  const siteName = useSiteName();
  return (
    <article className="mx-auto max-w-3xl py-12 leading-relaxed text-stone-700">
      <header className="border-b border-stone-200 pb-8">
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Terms of Service</h1>
        <p className="mt-3 text-sm text-stone-500">
          Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <p className="mt-4 text-lg text-stone-600">
          These terms are the agreement between you and {siteName} when you read, write for or subscribe to{' '}
          {siteName} on the web or in our mobile apps. Please read them; by using the service you accept them.
          How we handle your personal data is explained separately in our{' '}
          <Link to={paths.privacy} className={linkClass}>
            Privacy Policy
          </Link>
          .
        </p>
      </header>

      <Section id="terms-accounts" title="1. Your account">
        <p>
          You can read free articles without an account. To write articles or subscribe you need one, and you
          must be at least 16 years old to open it. Give us your real name and an e-mail address you can read,
          keep your password to yourself, and tell us at once if you think someone else has used your account.
          You are responsible for what happens under your account. An account is for one person; do not share
          it or sell it.
        </p>
      </Section>

      <Section id="terms-articles" title="2. Articles you submit">
        <p>
          Any signed-in reader can submit an article. When you do, you confirm that you wrote it or have the
          right to publish it, that it is accurate to the best of your knowledge, that it is attributed to the
          correct publisher, and that any image you add is yours to use.
        </p>
        <p>
          You keep the copyright in what you write. You give {siteName} a worldwide, non-exclusive,
          royalty-free licence to publish, display, format and distribute the article on the website, in the
          apps, in our newsletter and feeds, and to offer it to premium subscribers. The licence ends when the
          article is removed, except for copies already sent out, such as newsletters.
        </p>
        <p>
          <strong className="text-stone-900">Moderation.</strong> Every submission starts as pending and is
          not public until an editor approves it. Editors may approve an article, decline it with a written
          reason that you can see under My Articles, or mark it as premium. You may edit a declined article
          and submit it again. We may remove or unpublish any article, at any time, if it breaks these terms
          or the law. We publish articles as plain text, exactly as you wrote them; we do not rewrite your
          words without telling you.
        </p>
      </Section>

      <Section id="terms-premium" title="3. Premium subscriptions">
        <p>
          A premium subscription gives you the full text of premium articles for the period you pay for. Each
          plan&rsquo;s price covers {PLAN_DAYS} days; you choose a period of {PERIOD_DAYS_TEXT} days, and you
          pay the plan&rsquo;s daily rate for that many days, rounded to the cent:
        </p>
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm">
            <caption className="sr-only">Subscription prices by plan and period</caption>
            <thead>
              <tr className="border-b-2 border-stone-300 text-stone-900">
                <th scope="col" className="py-2 pr-4 font-semibold">
                  Plan
                </th>
                {SUBSCRIPTION_PERIODS.map((period) => (
                  <th key={period.days} scope="col" className="py-2 pr-4 font-semibold">
                    {period.days} days
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {paidPlans.map((plan) => (
                <tr key={plan.id} className="border-b border-stone-200">
                  <th scope="row" className="py-2 pr-4 font-semibold text-stone-900">
                    {plan.name}
                  </th>
                  {SUBSCRIPTION_PERIODS.map((period) => (
                    <td key={period.days} className="py-2 pr-4 tabular-nums">
                      {periodAmount(plan.price, period.days)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-stone-900">No automatic renewal.</strong> Each payment is a single charge
            for a fixed period. When it ends, your access simply returns to the free articles; we never charge
            your card again unless you buy another period yourself.
          </li>
          <li>
            <strong className="text-stone-900">Extending.</strong> If you buy while you are still subscribed,
            the new period is added to the end of your current one, so you never lose days you paid for.
          </li>
          {freePlan ? (
            <li>
              <strong className="text-stone-900">The free month.</strong> The {freePlan.name} plan gives{' '}
              {PLAN_DAYS} days of premium access without a card. It can be used once per account; opening
              further accounts to repeat it breaks these terms.
            </li>
          ) : null}
          <li>
            <strong className="text-stone-900">When access starts.</strong> Premium access begins as soon as
            our card payment provider confirms the payment. Prices are in US dollars and are worked out by our
            servers; the price shown before you pay is the price you pay.
          </li>
          <li>
            <strong className="text-stone-900">Refunds.</strong> If you were charged in error or could not use
            premium access because of a fault on our side, write to us within 14 days and we will put it
            right. Nothing in these terms limits the rights consumer law gives you.
          </li>
        </ul>
        <p>
          The current plans are listed on the{' '}
          <Link to={paths.home} className={linkClass}>
            home page
          </Link>
          .
        </p>
      </Section>

      <Section id="terms-use" title="4. Acceptable use">
        <p>When you use {siteName}, you agree not to:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>publish anything unlawful, defamatory, hateful, harassing, sexually explicit or violent;</li>
          <li>knowingly spread false information, or present opinion or advertising as news;</li>
          <li>
            copy other people&rsquo;s work without permission, or attribute an article to the wrong publisher;
          </li>
          <li>impersonate another person, or share someone&rsquo;s private information without consent;</li>
          <li>post spam, malware or links whose purpose is to deceive;</li>
          <li>
            scrape the site in bulk, get around the paywall, share premium articles in full outside {siteName}
            , or probe, overload or attack our systems;
          </li>
          <li>open several accounts to get around a suspension or to reuse the free month.</li>
        </ul>
        <p>
          If you break these rules we may remove your content and suspend or close your account. Where it is
          fair to do so, we will tell you why and give you a chance to respond.
        </p>
      </Section>

      <Section id="terms-ours" title="5. Our content">
        <p>
          The {siteName} name, logo and design, and the articles supplied by our publishers, belong to us or
          to them. You may read them, share links to them and quote short passages with attribution. Anything
          more needs permission.
        </p>
      </Section>

      <Section id="terms-liability" title="6. Availability and liability">
        <p>
          We work hard to keep {siteName} accurate and available around the clock, but news changes quickly
          and services fail sometimes. The service is provided &ldquo;as is&rdquo;: articles are information,
          not professional advice, and we do not promise that the site will always be available or free of
          errors.
        </p>
        <p>
          To the extent the law allows, we are not liable for indirect or consequential losses, and our total
          liability to you for any claim is limited to the amount you paid us in the twelve months before it
          arose. Nothing here limits liability that cannot be limited by law, such as for fraud or for death
          or personal injury caused by negligence.
        </p>
      </Section>

      <Section id="terms-ending" title="7. Ending the agreement">
        <p>
          You can stop using {siteName} at any time and ask us to delete your account. We may suspend or close
          accounts that break these terms. If we close your account without a good reason related to your
          conduct, we will refund the unused days of any premium period.
        </p>
      </Section>

      <Section id="terms-changes" title="8. Changes to these terms">
        <p>
          We may update these terms as the service changes. We will change the date at the top of this page
          and, for changes that affect your rights, e-mail account holders at least 30 days before the new
          terms take effect. A change never alters the price of a period you have already paid for.
        </p>
      </Section>

      <Section id="terms-contact" title="9. Contact">
        <p>
          Questions about these terms go to{' '}
          <a href={`mailto:${LEGAL_EMAIL}`} className={linkClass}>
            {LEGAL_EMAIL}
          </a>
          . For news tips and everything else, use our{' '}
          <Link to={paths.contact} className={linkClass}>
            contact page
          </Link>
          .
        </p>
      </Section>
    </article>
  );
}
