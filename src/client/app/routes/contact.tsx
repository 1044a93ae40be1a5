import { ContactForm } from '../../features/contact/components/contact-form';
import { NewsroomCard } from '../../features/legal/components/newsroom-card';
import { CONTACT } from '../../features/legal/content/contact';
import { RichText } from '../../lib/rich-text';

export function Component() {
  return (
    <div className="py-12">
      <header className="max-w-3xl">
        <h1 className="font-serif text-4xl font-bold text-stone-900 sm:text-5xl">{CONTACT.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-stone-600">
          <RichText text={CONTACT.intro} />
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="contact-form-heading" className="lg:col-span-2">
          <h2 id="contact-form-heading" className="font-serif text-2xl font-bold text-stone-900">
            {CONTACT.formTitle}
          </h2>
          <p className="mt-2 text-stone-600">
            <RichText text={CONTACT.formIntro} />
          </p>
          <div className="mt-6 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">
            <ContactForm />
          </div>
        </section>
        <NewsroomCard />
      </div>
    </div>
  );
}
