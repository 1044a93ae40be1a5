import { ACCOUNT_TEXTS } from '@shared/messages';
import { PASSWORD_RULES } from '@shared/schemas/auth';
import { useId } from 'react';

const TEXTS = ACCOUNT_TEXTS.passwordRules;

function Mark({ met }: { met: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mt-0.5 shrink-0"
    >
      {met ? <path d="M5 12.5l4.5 4.5L19 7" /> : <circle cx="12" cy="12" r="3" />}
    </svg>
  );
}

/**
 * The rules a new password must keep, shown from the start under the field, each ticked as soon as the
 * typed password keeps it. Each item says "done" or "not yet" in words, for screen readers.
 */
export function PasswordRules({ password }: { password: string }) {
  const titleId = useId();
  return (
    <div className="mt-2">
      <p id={titleId} className="text-xs font-semibold text-stone-700">
        {TEXTS.title}
      </p>
      <ul aria-labelledby={titleId} className="mt-1 space-y-0.5 text-xs">
        {PASSWORD_RULES.map((rule, index) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.message}
              data-met={met}
              className={`flex items-start gap-1.5 ${met ? 'text-green-800' : 'text-stone-600'}`}
            >
              <Mark met={met} />
              <span>
                {TEXTS.items[index]}
                <span className="sr-only">: {met ? TEXTS.met : TEXTS.unmet}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
