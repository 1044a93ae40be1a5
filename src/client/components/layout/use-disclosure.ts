import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentListeners } from './use-document-listeners';

/**
 * A panel that opens and closes (a menu, a sidebar), shown by the button given `buttonRef` in the element
 * with `id`: it closes whenever the page changes and, while it is open,
 * - with `closeOnEscape`, on Escape pressed anywhere, focus going back to the button;
 * - with `closeOnFocusOut`, when focus moves to anything outside the button and the panel (Tab past the
 *   last item, Shift+Tab before the button).
 */
export function useDisclosure({
  closeOnEscape = false,
  closeOnFocusOut = false,
}: {
  closeOnEscape?: boolean;
  closeOnFocusOut?: boolean;
} = {}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useDocumentListeners(open && closeOnEscape, {
    keydown: (event) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    },
  });
  useDocumentListeners(open && closeOnFocusOut, {
    focusin: (event) => {
      const target = event.target as Node;
      const inside = buttonRef.current?.contains(target) || document.getElementById(id)?.contains(target);
      if (!inside) setOpen(false);
    },
  });
  return { open, setOpen, id, buttonRef, toggle: () => setOpen((value) => !value) };
}

export type Disclosure = ReturnType<typeof useDisclosure>;
