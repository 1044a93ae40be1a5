import { PLANS, PUBLISHERS } from '@shared/constants';
import { paths } from '@shared/paths';
import { Link } from 'react-router';
import { useSiteName } from '../../lib/app-context';

const premiumPlan = PLANS.find((plan) => plan.id === 'premium');
const countryCount = new Set(PUBLISHERS.map((publisher) => publisher.country)).size;

export function Component() {
  const siteName = useSiteName();
  return (
    <article className="mx-auto max-w-3xl py-12 text-lg leading-relaxed text-stone-700">
      <header className="border-b border-stone-200 pb-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-red-700">About Us</p>
        <h1 className="mt-2 font-serif text-4xl font-bold text-stone-900 sm:text-5xl">
          The news, checked and delivered around the clock
        </h1>
        <p className="mt-4 text-xl text-stone-600">
          {siteName} is a trusted source of daily news updates. We bring together reporting from respected
          newspapers around the world and from our own readers, and we put every story in front of an editor
          before it reaches you.
        </p>
      </header>

      <section aria-labelledby="about-always-on" className="mt-10">
        <h2 id="about-always-on" className="font-serif text-2xl font-bold text-stone-900">
          Open 24 hours a day, 7 days a week
        </h2>
        <p className="mt-3">
          News does not keep office hours, and neither do we. Our publishers file stories at every hour of the
          day and night, and new articles appear on {siteName} as soon as our editors have approved them.
          Whether you check in over breakfast or catch up after midnight, the front page reflects what is
          happening now.
        </p>
      </section>

      <section aria-labelledby="about-publishers" className="mt-10">
        <h2 id="about-publishers" className="font-serif text-2xl font-bold text-stone-900">
          The publishers we carry
        </h2>
        <p className="mt-3">
          {siteName} carries articles attributed to {PUBLISHERS.length} publishers from {countryCount}{' '}
          countries, so you can read the same day from several perspectives:
        </p>
        <ul className="mt-4 grid gap-x-8 gap-y-1 text-base sm:grid-cols-2">
          {PUBLISHERS.map((publisher) => (
            <li key={publisher.name} className="flex justify-between border-b border-stone-100 py-1.5">
              <span className="font-medium text-stone-900">{publisher.name}</span>
              <span className="text-stone-500">{publisher.country}</span>
            </li>
          ))}
        </ul>
        <p className="mt-4">
          Every article names its publisher, so you always know where a story comes from. You can browse and
          filter by publisher and topic on the{' '}
          <Link to={paths.allArticles} className="font-semibold text-red-700 underline hover:text-red-800">
            All Articles
          </Link>{' '}
          page.
        </p>
      </section>

      <section aria-labelledby="about-moderation" className="mt-10">
        <h2 id="about-moderation" className="font-serif text-2xl font-bold text-stone-900">
          Written by readers, checked by editors
        </h2>
        <p className="mt-3">
          Anyone with an account can write for {siteName}. A submitted article does not go live straight away:
          it waits, marked as pending, until one of our editors has read it. Editors check that the piece is
          accurate, fairly attributed to its publisher, properly tagged and in line with our{' '}
          <Link to={paths.terms} className="font-semibold text-red-700 underline hover:text-red-800">
            Terms of Service
          </Link>
          .
        </p>
        <p className="mt-3">
          An editor then approves the article, which publishes it, or declines it with a written reason.
          Authors see that reason under My Articles, can fix what was wrong and resubmit. Editors may also
          mark an especially valuable article as premium.
        </p>
      </section>

      <section aria-labelledby="about-premium" className="mt-10">
        <h2 id="about-premium" className="font-serif text-2xl font-bold text-stone-900">
          Paid for by our readers
        </h2>
        <p className="mt-3">
          Premium subscriptions fund the newsroom. Subscribers get full access to premium articles
          {premiumPlan ? `, from $${premiumPlan.price.toFixed(2)} per 30 days` : ''}, and every new account
          can try premium free for one month. Subscriptions never renew on their own: you choose how long to
          pay for, and nothing is charged again unless you decide to.
        </p>
        <p className="mt-3">
          That money pays for the editors who review every article and for keeping the site free of
          third-party trackers. We do not sell your data, and we never will.
        </p>
      </section>

      <section aria-labelledby="about-apps" className="mt-10">
        <h2 id="about-apps" className="font-serif text-2xl font-bold text-stone-900">
          Read anywhere
        </h2>
        <p className="mt-3">
          {siteName} has mobile apps for iOS and Android, so the news travels with you, and this website works
          just as well on a phone, a tablet or a desktop. Your account, your articles and your subscription
          are the same everywhere you sign in.
        </p>
      </section>

      <section
        aria-labelledby="about-tips"
        className="mt-10 rounded-lg border border-stone-200 bg-stone-50 p-6"
      >
        <h2 id="about-tips" className="font-serif text-2xl font-bold text-stone-900">
          Have a story for us?
        </h2>
        <p className="mt-3">
          Our best leads come from readers. If you have witnessed something newsworthy, spotted an error in
          one of our articles or want to pitch a piece, tell us. An editor reads every message.
        </p>
        <Link
          to={paths.contact}
          className="mt-5 inline-block rounded bg-red-700 px-5 py-2.5 text-base font-semibold text-white hover:bg-red-800"
        >
          Send us a tip
        </Link>
      </section>
    </article>
  );
}
