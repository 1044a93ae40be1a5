import { TIMINGS } from '@shared/constants';
import { useEffect, useState } from 'react';

/**
 * How much of `text` the brand shows while it types itself in a loop (docs/product.md#pages-and-navigation):
 * a letter every 70 ms, a pause of 1 s on the whole word, then deleted a letter every 50 ms, and again.
 */
export function useTypewriter(text: string): string {
  const [shown, setShown] = useState(0);
  const [deleting, setDeleting] = useState(false);
  useEffect(() => {
    const { typeSpeed, deleteSpeed, delaySpeed } = TIMINGS.typewriter;
    const whole = !deleting && shown >= text.length;
    const timer = setTimeout(
      () => {
        if (whole) setDeleting(true);
        else if (deleting && shown === 0) setDeleting(false);
        else setShown(shown + (deleting ? -1 : 1));
      },
      whole ? delaySpeed : deleting ? deleteSpeed : typeSpeed,
    );
    return () => clearTimeout(timer);
  }, [shown, deleting, text]);
  return text.slice(0, shown);
}
