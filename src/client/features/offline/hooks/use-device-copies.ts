import { useEffect, useState } from 'react';
import type { SavedCopy } from '../../../lib/saved-copies';

/**
 * The saved articles kept on this device for the reader it belongs to (lib/saved-copies.ts), read once the
 * page runs in the browser; null until then.
 */
export function useDeviceCopies(enabled: boolean): SavedCopy[] | null {
  const [copies, setCopies] = useState<SavedCopy[] | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void import('../../../lib/saved-copies')
      .then((module) => module.readCopies())
      .catch(() => [])
      .then((read) => {
        if (current) setCopies(read);
      });
    return () => {
      current = false;
    };
  }, [enabled]);
  return copies;
}
