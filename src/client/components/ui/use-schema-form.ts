import { zodResolver } from '@hookform/resolvers/zod';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FRAGMENT, fieldsOf } from './field';

/**
 * A react-hook-form form checked by a shared zod schema, with `field(name)` giving each <Field> its label
 * and error text (see fieldsOf) and `busy` while a submit runs. Kept apart from field.tsx so that a page
 * with a Field but no schema does not carry the resolver.
 */
export function useSchemaForm<TInput extends FieldValues, TOutput = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  defaultValues: DefaultValues<TInput>,
  labels: Record<Path<TInput>, string>,
  fragment: RegExp = FRAGMENT,
) {
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const { errors, isSubmitting } = form.formState;
  return { ...form, field: fieldsOf(labels, errors, fragment), busy: isSubmitting };
}
