import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';

/** The link style of the sign-in pages' small print. */
export const authLinkClass = 'font-semibold text-red-700 underline hover:text-red-800';

/** The frame of the sign-in pages: the page's heading over a white card. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md py-12">
      <h1 className="text-center font-serif text-4xl font-bold text-stone-900">{title}</h1>
      <div className="mt-8 rounded-lg border border-stone-200 bg-white p-6 shadow-sm">{children}</div>
    </div>
  );
}

/** The line between "Continue with Google" and the e-mail form. */
export function OrDivider({ children }: { children: ReactNode }) {
  return (
    <p className="my-6 flex items-center gap-3 text-sm text-stone-500 before:h-px before:flex-1 before:bg-stone-200 after:h-px after:flex-1 after:bg-stone-200">
      {children}
    </p>
  );
}

/** "Already have an account? Login" under a card: a question and the page that answers it. */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className="mt-6 text-center text-sm text-stone-600">
      {question}{' '}
      <Link to={to} className={authLinkClass}>
        {label}
      </Link>
    </p>
  );
}
