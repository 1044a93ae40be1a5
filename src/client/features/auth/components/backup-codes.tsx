import { TWO_FACTOR_TEXTS } from '@shared/messages';
import { useEffect, useId, useRef } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { backupCodesFile } from '../api/two-factor';

const TEXTS = TWO_FACTOR_TEXTS.manage;

/** The backup codes, shown once: a list to copy, a file to download, and a button once they are kept. */
export function BackupCodes({ codes, onSaved }: { codes: readonly string[]; onSaved: () => void }) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={`${id}-title`} className="mt-4 rounded border border-amber-300 bg-amber-50 p-4">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold text-stone-900">
        {TEXTS.codesTitle}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{TEXTS.codesIntro}</p>
      <ul
        aria-label={TEXTS.codesTitle}
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm text-stone-900"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <a
          href={backupCodesFile(codes)}
          download="broadsheet-backup-codes.txt"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
        >
          {TEXTS.download}
        </a>
        <Button size="sm" onClick={onSaved}>
          {TEXTS.codesSaved}
        </Button>
      </div>
    </section>
  );
}
