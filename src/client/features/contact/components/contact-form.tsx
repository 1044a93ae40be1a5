import { MESSAGES, SITE_TEXTS } from '@shared/messages';
import { CONTACT_TOPIC_LABELS, CONTACT_TOPICS, contactMessageInputSchema } from '@shared/schemas/contact';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field, Select, showServerFieldErrors, TextArea, TextField } from '../../../components/ui/field';
import { useSchemaForm } from '../../../components/ui/use-schema-form';
import { toast } from '../../../lib/toast';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSendContactMessage } from '../api/send-contact-message';

type ContactFormValues = z.input<typeof contactMessageInputSchema>;
type ContactFormOutput = z.output<typeof contactMessageInputSchema>;

const LABELS: Record<keyof ContactFormValues, string> = {
  name: 'Name',
  email: 'Email',
  topic: 'Topic',
  message: 'Message',
};

const DEFAULT_VALUES: ContactFormValues = { name: '', email: '', topic: 'tip', message: '' };

/** Every lower-case message is a fragment here ("contains characters …" too); sentences are shown as they are. */
const FRAGMENT = /^[a-z]/;

export function ContactForm() {
  const sendMessage = useSendContactMessage();
  const hydrated = useHydrated();
  const form = useSchemaForm(contactMessageInputSchema, DEFAULT_VALUES, LABELS, FRAGMENT);

  const onSubmit = (values: ContactFormOutput) => {
    sendMessage.mutate(values, {
      onSuccess: () => {
        toast.success(MESSAGES.contactSuccess);
        form.reset(DEFAULT_VALUES);
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, LABELS);
        toast.error(error.message);
      },
    });
  };

  const pending = sendMessage.isPending;

  return (
    <form
      onSubmit={form.handleSubmit(onSubmit)}
      noValidate
      className="space-y-5"
      aria-label={SITE_TEXTS.contact.formLabel}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField form={form} name="name" type="text" autoComplete="name" />
        <TextField form={form} name="email" type="email" autoComplete="email" />
      </div>
      <Field {...form.field('topic')}>
        <Select {...form.register('topic')}>
          {CONTACT_TOPICS.map((topic) => (
            <option key={topic} value={topic}>
              {CONTACT_TOPIC_LABELS[topic]}
            </option>
          ))}
        </Select>
      </Field>
      <Field {...form.field('message')}>
        <TextArea rows={7} {...form.register('message')} />
      </Field>
      <Button type="submit" disabled={!hydrated || pending}>
        {pending ? 'Sending…' : 'Send message'}
      </Button>
    </form>
  );
}
