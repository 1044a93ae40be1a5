import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormHandleSubmit,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { FRAGMENT, fieldsOf } from './field';

/** Focuses the form's first control, in the order the reader meets them, whose field has an error. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors) {
  for (const control of Array.from(form?.elements ?? [])) {
    const name = control.getAttribute('name');
    if (name && get(errors, name) && control instanceof HTMLElement) {
      control.focus();
      return;
    }
  }
}

/**
 * A react-hook-form form checked by a shared zod schema, with `field(name)` giving each <Field> its label
 * and error text (see fieldsOf) and `busy` while a submit runs. A submit with errors focuses the first field
 * in error as the page shows them, top to bottom. Kept apart from field.tsx so that a page with a Field but
 * no schema does not carry the resolver.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  labels: Record<Path<TInput>, string>,
  fragment: RegExp = FRAGMENT,
) {
  const form = useForm<TInput, unknown, TOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const handleSubmit: UseFormHandleSubmit<TInput, TOutput> = (onValid, onInvalid) => (event) => {
    const element = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null;
    return form.handleSubmit(onValid, (fieldErrors, invalidEvent) => {
      focusFirstInvalid(element, fieldErrors);
      return onInvalid?.(fieldErrors, invalidEvent);
    })(event);
  };
  return { ...form, handleSubmit, field: fieldsOf(labels, errors, fragment), busy: isSubmitting };
}
