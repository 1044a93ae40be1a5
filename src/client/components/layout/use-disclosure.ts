import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useDocumentListeners } from './use-document-listeners';

/**
 * A panel that opens and closes (a menu, a sidebar): it closes whenever the page changes and, with
 * `closeOnEscape`, on Escape pressed anywhere while it is open (a function there runs after closing, to move focus).
 */
export function useDisclosure({ closeOnEscape = false }: { closeOnEscape?: boolean | (() => void) } = {}) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useDocumentListeners(open && closeOnEscape !== false, {
    keydown: (event) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (typeof closeOnEscape === 'function') closeOnEscape();
    },
  });
  return { open, setOpen, id, toggle: () => setOpen((value) => !value) };
}

export type Disclosure = ReturnType<typeof useDisclosure>;
