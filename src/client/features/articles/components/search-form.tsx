import { ARTICLE_TEXTS } from '@shared/messages';
import { Form } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Field, TextInput } from '../../../components/ui/field';

const TEXTS = ARTICLE_TEXTS.search;

/**
 * The article search: a plain GET form to `action` (works before the scripts run), its box showing the words
 * searched for (`value`, under the parameter `name`).
 */
export function SearchForm({
  action,
  name,
  value,
  className = '',
}: {
  action: string;
  name: string;
  value: string;
  className?: string;
}) {
  return (
    <Form method="get" action={action} role="search" className={`flex items-end gap-2 ${className}`}>
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
