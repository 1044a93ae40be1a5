import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useDocumentListeners } from '../../../components/layout/use-document-listeners';

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keyboard and focus of a modal dialog: focus moves into it (its text box first) and the page behind
 * stops scrolling; Escape closes it from anywhere; focus that lands outside (a click behind it) is brought
 * back; Tab and Shift+Tab cycle through its controls (`onKeyDown`, on the dialog).
 */
export function useModal(close: () => void) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstControl = () => dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the dialog opens
  useEffect(() => {
    (dialogRef.current?.querySelector<HTMLElement>('textarea') ?? firstControl())?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  useDocumentListeners(true, {
    keydown: (event) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    },
    focusin: (event) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) firstControl()?.focus();
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const edge = event.shiftKey ? focusable[0] : focusable.at(-1);
    if (!edge || document.activeElement !== edge) return;
    event.preventDefault();
    (event.shiftKey ? focusable.at(-1) : focusable[0])?.focus();
  };

  return { dialogRef, onKeyDown };
}
