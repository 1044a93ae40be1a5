import { type ComponentProps, useState } from 'react';
import { TextInput } from '../../../components/ui/field';
import { EyeIcon } from '../../../components/ui/icons';

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
        <EyeIcon className="h-5 w-5" crossed={visible} />
      </button>
    </div>
  );
}
