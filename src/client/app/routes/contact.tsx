import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { ContactForm } from '../../features/contact/components/contact-form';
import { useSiteName } from '../../lib/app-context';

const NEWSROOM_EMAIL = 'newsroom@broadsheet.example';
const CORRECTIONS_EMAIL = 'corrections@broadsheet.example';
const NEWSROOM_PHONE = { display: '+1 (555) 014-2370', href: 'tel:+15550142370' };

const linkClass = 'font-semibold text-red-700 underline hover:text-red-800';

export function Component() {
  const siteName = useSiteName();
  return (
    <div className="py-12">
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">Contact</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-600">
          Send us reader tips and article submissions, point out a mistake, or tell us what you think of{' '}
          {siteName}. Our editors read every message, and we reply when we need to know more.
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="font-serif text-2xl font-bold text-stone-900">
            Write to the editors
          </h2>
          <p className="mt-2 text-stone-600">
            Choose &ldquo;News tip&rdquo; for something we should look into, or &ldquo;Article
            submission&rdquo; to pitch a piece. If you already have an account, you can also{' '}
            <Link to={paths.addArticles} className={linkClass}>
              write an article yourself
            </Link>{' '}
            and send it straight to moderation.
          </p>
          <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
            <ContactForm />
          </div>
        </section>

        <aside
          aria-labelledby="contact-newsroom-heading"
          className="h-fit rounded-lg bg-stone-50 p-6 ring-1 ring-stone-200"
        >
          <h2 id="contact-newsroom-heading" className="font-serif text-xl font-bold text-stone-900">
            The newsroom
          </h2>
          <dl className="mt-4 space-y-4 text-sm text-stone-700">
            <div>
              <dt className="font-semibold uppercase tracking-wide text-stone-500">E-mail</dt>
              <dd className="mt-1">
                <a href={`mailto:${NEWSROOM_EMAIL}`} className={linkClass}>
                  {NEWSROOM_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold uppercase tracking-wide text-stone-500">Corrections</dt>
              <dd className="mt-1">
                <a href={`mailto:${CORRECTIONS_EMAIL}`} className={linkClass}>
                  {CORRECTIONS_EMAIL}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold uppercase tracking-wide text-stone-500">Phone</dt>
              <dd className="mt-1">
                <a href={NEWSROOM_PHONE.href} className={linkClass}>
                  {NEWSROOM_PHONE.display}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold uppercase tracking-wide text-stone-500">Hours</dt>
              <dd className="mt-1">The news desk is staffed 24 hours a day, 7 days a week.</dd>
            </div>
          </dl>
          <p className="mt-6 border-t border-stone-200 pt-4 text-sm text-stone-600">
            Anything you send is handled as described in our{' '}
            <Link to={paths.privacy} className={linkClass}>
              Privacy Policy
            </Link>
            . If you need to stay anonymous, say so in your message and do not include details that identify
            you.
          </p>
        </aside>
      </div>
    </div>
  );
}
