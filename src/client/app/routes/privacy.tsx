import { ACCESS_TOKEN_KEY } from '@shared/constants';
import { paths } from '@shared/paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSiteName } from '../../lib/app-context';

const LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' };
const PRIVACY_EMAIL = 'privacy@broadsheet.example';

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

function Term({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-stone-900">{title}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

export function Component() {
  const siteName = useSiteName();
  return (
    <article className="mx-auto max-w-3xl py-12 leading-relaxed text-stone-700">
      <header className="border-b border-stone-200 pb-8">
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Privacy Policy</h1>
        <p className="mt-3 text-sm text-stone-500">
          Last updated <time dateTime={LAST_UPDATED.iso}>{LAST_UPDATED.label}</time>
        </p>
        <p className="mt-4 text-lg text-stone-600">
          This policy explains what {siteName} stores about you, why, for how long, and what you can ask us to
          do with it. The short version: we keep only what we need to run the site, we never store your card
          number, we do not sell your data, and there are no third-party trackers on {siteName}.
        </p>
      </header>

      <Section id="privacy-who" title="Who we are">
        <p>
          {siteName} is a news website and set of mobile apps. We are responsible (the
          &ldquo;controller&rdquo;) for the personal data described here. You can reach us about anything in
          this policy at{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
          .
        </p>
      </Section>

      <Section id="privacy-what" title="What we store and why">
        <dl className="space-y-5">
          <Term title="Your account">
            Your name, e-mail address and profile photo, your role (reader or editor) and the date your
            premium access ends. If you register with a password we keep only a salted hash of it, never the
            password itself. If you sign in with Google, Google tells us your name, e-mail address and photo;
            we do not receive your Google password. We use these details to sign you in, to show your name and
            photo next to your articles and in your profile menu, and to decide what you may read.
          </Term>
          <Term title="Articles you write">
            The title, image, publisher, tags and text of each article you submit, together with its status
            (pending, approved or declined), the reason an editor gave for declining it, and its view count.
            Approved articles are public and show your name as the author.
          </Term>
          <Term title="Payments">
            Card payments are handled by our card payment provider. Your card details go straight from your
            browser to the provider; we never see or store card numbers, expiry dates or security codes. We
            keep a record of each successful payment: your name and e-mail address, the plan, the number of
            days, the amount, the provider&rsquo;s transaction reference and the period it paid for. You can
            see these records under My Payment History.
          </Term>
          <Term title="The newsletter">
            If you subscribe, we store the e-mail address you gave us and a random token that identifies your
            subscription. Every newsletter e-mail carries an unsubscribe link; using it deletes your address
            from the list straight away.
          </Term>
          <Term title="Messages to the newsroom">
            When you use the{' '}
            <Link to={paths.contact} className={linkClass}>
              contact form
            </Link>
            , we store your name, e-mail address, the topic and your message so that our editors can read it
            and reply. If you were signed in, the message is linked to your account.
          </Term>
          <Term title="Security and reading statistics">
            For each signed-in session we record when it started and expires, your IP address and your
            browser&rsquo;s user agent, so that we can spot and stop misuse of your account. To count repeated
            views of an article by the same reader only once, we keep a pseudonymous viewer key for a short
            time; it is not used to build a profile of what you read.
          </Term>
        </dl>
      </Section>

      <Section id="privacy-cookies" title="Cookies and local storage">
        <p>{siteName} uses exactly two pieces of browser storage, both needed to keep you signed in:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>
            <strong className="text-stone-900">A session cookie</strong>, set when you sign in and removed
            when you sign out or the session expires.
          </li>
          <li>
            <strong className="text-stone-900">An access token</strong> in your browser&rsquo;s local storage
            (<code className="rounded bg-stone-100 px-1 text-sm">{ACCESS_TOKEN_KEY}</code>), sent with each
            request so the site knows who you are. Tokens are short-lived, and signing out revokes yours.
          </li>
        </ul>
        <p>
          We do not use advertising or analytics cookies, and we do not load third-party trackers, tracking
          pixels or social-media widgets. Because these two items are strictly necessary for a service you
          asked for, we do not show a cookie banner.
        </p>
      </Section>

      <Section id="privacy-sharing" title="Who we share it with">
        <p>
          We do not sell or rent personal data, and we do not use it for advertising. We share it only with:
        </p>
        <ul className="list-disc space-y-2 pl-6">
          <li>our card payment provider, to take payments you make;</li>
          <li>
            our e-mail delivery service, to send the newsletter and account e-mails such as password resets;
          </li>
          <li>our hosting provider, which runs the servers and database on our behalf;</li>
          <li>Google, only if you choose to sign in with Google;</li>
          <li>authorities, where the law requires us to.</li>
        </ul>
        <p>
          Each of these service providers may use the data only to provide their service to us. Some images on
          the site, such as a profile photo given as a web address, are loaded from the address their owner
          supplied; that server receives an ordinary web request from your browser.
        </p>
      </Section>

      <Section id="privacy-retention" title="How long we keep it">
        <ul className="list-disc space-y-2 pl-6">
          <li>Account details and your articles: for as long as you have an account.</li>
          <li>
            After you ask us to delete your account: your profile, sessions and articles are removed within 30
            days.
          </li>
          <li>
            Payment records: for as long as tax and accounting law requires us to keep them, after which they
            are deleted.
          </li>
          <li>Newsletter address: until you unsubscribe, when it is deleted immediately.</li>
          <li>
            Contact messages: up to two years, then deleted, unless they became part of a published story.
          </li>
          <li>Sessions: until you sign out or they expire. Viewer keys: a few hours.</li>
        </ul>
      </Section>

      <Section id="privacy-rights" title="Your rights">
        <p>Wherever you live, you can ask us to:</p>
        <ul className="list-disc space-y-2 pl-6">
          <li>give you a copy of the personal data we hold about you;</li>
          <li>
            correct it &mdash; you can change your name and photo yourself on the{' '}
            <Link to={paths.updateProfile} className={linkClass}>
              profile page
            </Link>
            ;
          </li>
          <li>delete it, or your whole account;</li>
          <li>restrict or object to a particular use of it;</li>
          <li>send it to you in a machine-readable format.</li>
        </ul>
        <p>
          Write to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>{' '}
          from the address on your account. We answer within 30 days and do not charge for it. If you are
          unhappy with our answer, you may complain to the data protection authority where you live.
        </p>
      </Section>

      <Section id="privacy-security" title="Security">
        <p>
          The site is served only over HTTPS. Passwords are stored as salted hashes, access tokens are
          short-lived and revocable, sign-in attempts are rate limited, and only editors can see the list of
          accounts. No system is perfectly secure; if we learn of a breach that affects you, we will tell you
          and the authorities as the law requires.
        </p>
      </Section>

      <Section id="privacy-children" title="Children">
        <p>
          {siteName} is not meant for children under 16, and we do not knowingly create accounts for them. If
          you believe a child has given us personal data, contact us and we will delete it.
        </p>
      </Section>

      <Section id="privacy-changes" title="Changes to this policy">
        <p>
          When we change this policy we update the date at the top of this page. If a change affects how we
          use data we already hold, we will tell account holders by e-mail before it takes effect.
        </p>
      </Section>

      <Section id="privacy-contact" title="Contact">
        <p>
          Questions about privacy go to{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`} className={linkClass}>
            {PRIVACY_EMAIL}
          </a>
          . For anything else, use our{' '}
          <Link to={paths.contact} className={linkClass}>
            contact page
          </Link>
          .
        </p>
      </Section>
    </article>
  );
}
