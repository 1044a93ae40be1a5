import { type ComponentProps, createContext, type ReactNode, useContext, useId } from 'react';
import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Path,
  UseFormRegister,
  UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../lib/api-client';
import { useHydrated } from '../../lib/use-hydrated';
import { Button } from './button';

/** What a control inside a <Field> takes from it: its id and the state screen readers hear. */
interface FieldControl {
  id: string;
  invalid: boolean;
  describedBy?: string;
}

const FieldContext = createContext<FieldControl | null>(null);

/**
 * One form field: a label, the control (a TextInput, TextArea, Select or PasswordInput given as children),
 * then its error, or its description while there is no error. The control gets the label's id,
 * `aria-invalid` and `aria-describedby` pointing at whichever text is shown; spread react-hook-form's
 * `register(name)` on the control as usual.
 */
export function Field({
  label,
  error,
  description,
  className,
  children,
}: {
  label: ReactNode;
  error?: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = error ? errorId : description ? descriptionId : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-stone-800">
        {label}
      </label>
      <FieldContext.Provider value={{ id, invalid: Boolean(error), describedBy }}>
        {children}
      </FieldContext.Provider>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : description ? (
        <p id={descriptionId} className="mt-1 text-xs text-stone-500">
          {description}
        </p>
      ) : null}
    </div>
  );
}

const CONTROL =
  'mt-1 block w-full rounded border px-3 py-2 shadow-sm focus:outline-none focus:ring-2 focus:ring-red-700/40';

/** The look of every text control: red border when invalid, greyed when read-only. */
function controlClass(invalid: boolean, readOnly: boolean | undefined, className: string) {
  const state = readOnly
    ? 'cursor-not-allowed border-stone-200 bg-stone-100 text-stone-600'
    : `${invalid ? 'border-red-600' : 'border-stone-300'} bg-white text-stone-900`;
  return `${CONTROL} ${state} ${className}`.trim();
}

/** The id and ARIA state a control takes from its <Field>; its own props win. */
function useControlProps(readOnly: boolean | undefined, className = '') {
  const field = useContext(FieldContext);
  const invalid = field?.invalid ?? false;
  return {
    id: field?.id,
    'aria-invalid': field ? invalid : undefined,
    'aria-describedby': field?.describedBy,
    className: controlClass(invalid, readOnly, className),
  };
}

/** A single-line text control (text, email, url, password …), styled once. */
export function TextInput({ className, ...props }: ComponentProps<'input'>) {
  const control = useControlProps(props.readOnly, className);
  return <input {...control} {...props} className={control.className} />;
}

/** The two things of a form (see useSchemaForm) a field needs: its label and error, and its registration. */
export interface FieldSource<T extends FieldValues> {
  field: (name: Path<T>) => { label: string; error?: string | undefined };
  register: UseFormRegister<T>;
}

/** A <Field> holding a TextInput registered as `name` on `form`; the other props go to the input. */
export function TextField<T extends FieldValues>({
  form,
  name,
  ...props
}: { form: FieldSource<T>; name: Path<T> } & Omit<ComponentProps<'input'>, 'name' | 'form'>) {
  return (
    <Field {...form.field(name)}>
      <TextInput {...props} {...form.register(name)} />
    </Field>
  );
}

/** A multi-line text control, styled like TextInput. */
export function TextArea({ className, ...props }: ComponentProps<'textarea'>) {
  const control = useControlProps(props.readOnly, className);
  return <textarea {...control} {...props} className={control.className} />;
}

/** A drop-down list, styled like TextInput. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  const control = useControlProps(undefined, className);
  return <select {...control} {...props} className={control.className} />;
}

/**
 * The fields of a form, stacked; disabled until the page is hydrated, so nothing typed before the
 * scripts run is lost or sent as a plain HTML form.
 */
export function FormFields({
  legend,
  className = 'space-y-5',
  children,
}: {
  /** What the fields are for, said to screen readers (the page's heading shows it to the eye). */
  legend: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className={`min-w-0 ${className}`}>
      <legend className="sr-only">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** What a form says after a submit: a failure (an alert, red) or a success (a status, green). */
export function FormStatus({
  ok = false,
  message,
  children,
}: {
  ok?: boolean;
  message: string;
  children?: ReactNode;
}) {
  const colour = ok ? 'text-green-700' : 'text-red-700';
  return (
    <div role={ok ? 'status' : 'alert'} className={colour}>
      <p className={`text-sm font-semibold ${colour}`}>{message}</p>
      {children}
    </div>
  );
}

/**
 * A form of the kit: its fields (children), the submit button (with `aside` beside it, say a link), then
 * `status`, what the last submit said. The fields wait for hydration (FormFields).
 */
export function Form({
  texts: { title, submit },
  onSubmit,
  busy,
  done = false,
  aside,
  status,
  children,
}: {
  /** The form's accessible name (`title`) and its submit button's text. */
  texts: { title: string; submit: string };
  onSubmit: ComponentProps<'form'>['onSubmit'];
  busy: boolean;
  /** The work is done: the button stays disabled. */
  done?: boolean;
  aside?: ReactNode;
  status?: ReactNode;
  children: ReactNode;
}) {
  const button = (
    <Button type="submit" block={!aside} busy={busy} disabled={done}>
      {submit}
    </Button>
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <FormFields legend={title}>
        {children}
        {aside ? (
          <div className="flex flex-wrap items-center justify-between gap-4">
            {button}
            {aside}
          </div>
        ) : (
          button
        )}
        {status}
      </FormFields>
    </form>
  );
}

/** Messages the shared schemas word as fragments ("is required", "must …"), which need the field's name. */
export const FRAGMENT = /^(is|must) /;

/**
 * The error to show under each field of a react-hook-form form: a fragment gets the field's label in
 * front ("Email is required"), a whole sentence is shown as it is. `fragment` says which messages are
 * fragments. Use it as `<Field {...field('email')}>`.
 */
export function fieldsOf<T extends FieldValues>(
  labels: Record<Path<T>, string>,
  errors: FieldErrors<T>,
  fragment: RegExp = FRAGMENT,
) {
  return (name: Path<T>) => {
    const label = labels[name];
    const message = (errors[name] as FieldError | undefined)?.message;
    return { label, error: message && fragment.test(message) ? `${label} ${message}` : message };
  };
}

/**
 * Puts the server's per-field messages (an ApiError's `fields`) under the fields of the form. `rename`
 * maps a server name to the form's where they differ; fields the form does not have are left out.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  labels: Record<Path<T>, string>,
  rename: Record<string, Path<T>> = {},
) {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const [key, message] of Object.entries(error.fields)) {
    const name = rename[key] ?? key;
    if (Object.hasOwn(labels, name)) setError(name as Path<T>, { type: 'server', message });
  }
}
