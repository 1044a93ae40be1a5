import type { ComponentProps } from 'react';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Full width of its container. */
  block?: boolean;
  className?: string;
}

const BASE =
  'items-center justify-center gap-2 rounded font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-red-700 focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-red-700 text-white hover:bg-red-800',
  secondary: 'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-50',
  danger: 'border border-red-700 bg-white text-red-700 hover:bg-red-50',
  ghost: 'text-stone-700 underline hover:text-stone-900',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3 text-lg',
};

/** Spinners on a filled button are white; on a light one they keep the brand red. */
const LIGHT_SPINNER = 'border-white! border-t-transparent!';

/**
 * The classes of a button of the kit, for an element that must look like one without being a <button>
 * (a router <Link> to the next step, say).
 */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className = '',
}: ButtonLook = {}) {
  return `${block ? 'flex w-full' : 'inline-flex'} ${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

export type ButtonProps = ComponentProps<'button'> &
  ButtonLook & {
    /** Work under way: shows a spinner before the label, sets aria-busy and disables the button. */
    busy?: boolean;
  };

/**
 * The site's button: variants primary (brand red), secondary (outlined), danger (red outline, for
 * destructive steps) and ghost (text only); sizes sm/md/lg; `busy` for a pending submit. `type` defaults
 * to "button": a form's submit button says `type="submit"`.
 */
export function Button({
  variant = 'primary',
  size = 'md',
  block = false,
  busy = false,
  className = '',
  type = 'button',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block, className })}
    >
      {busy ? (
        <Spinner
          size={size === 'sm' ? 14 : 18}
          className={variant === 'primary' ? LIGHT_SPINNER : undefined}
        />
      ) : null}
      {children}
    </button>
  );
}
