import { type ComponentProps, useState } from 'react';
import { TextInput } from '../../../components/ui/field';

type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'>;

/** A password control with a show/hide toggle, for use inside a <Field>; props go to the <input>. */
export function PasswordInput({ className = '', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextInput {...props} type={visible ? 'text' : 'password'} className={`${className} pr-11`.trim()} />
      <button
        type="button"
        aria-pressed={visible}
        aria-label={visible ? 'Hide password' : 'Show password'}
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-0 right-0 mt-1 flex w-10 items-center justify-center rounded-r text-stone-500 hover:text-red-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700/40"
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? <path d="M3 3l18 18" /> : null}
        </svg>
      </button>
    </div>
  );
}
