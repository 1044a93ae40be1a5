import { ARTICLE_TEXTS } from '@shared/messages';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';

const TEXTS = ARTICLE_TEXTS.search;

/**
 * The article search: a plain GET form to `action` (works before the scripts run), its box showing the words
 * searched for (`value`, under the parameter `name`). `keep` are the filters a new search goes on with (the
 * publisher and tag), sent along as they are.
 */
export function SearchForm({
  action,
  name,
  value,
  keep = {},
  className = '',
}: {
  action: string;
  name: string;
  value: string;
  keep?: Record<string, string | undefined>;
  className?: string;
}) {
  return (
    <Form method="get" action={action} role="search" className={`flex items-end gap-2 ${className}`}>
      {Object.entries(keep).map(([key, kept]) =>
        kept ? <input key={key} type="hidden" name={key} value={kept} /> : null,
      )}
      <Field label={TEXTS.label} className="flex-1">
        <TextInput
          key={value}
          type="search"
          name={name}
          defaultValue={value}
          required
          maxLength={200}
          placeholder={TEXTS.placeholder}
          className="h-11"
        />
      </Field>
      <Button type="submit" className="h-11">
        {TEXTS.button}
      </Button>
    </Form>
  );
}
