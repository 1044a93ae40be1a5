import { type RefObject, useEffect } from 'react';

const format = new Intl.NumberFormat('en-US');

/** Fast at first, slowing into the end value. */
const easeOutExpo = (t: number) => (t >= 1 ? 1 : 1 - 2 ** (-10 * t));

/**
 * Counts the element's text up from 0 to `end` over `seconds` each time it scrolls into view (only the first
 * time when `once`), with thousands separators; readers who ask for reduced motion see the end value at once.
 * A few lines of our own rather than a count-up library: this is on the home page, whose script budget is
 * tight (docs/decisions/0009-page-budgets.md).
 */
export function useCountUp(ref: RefObject<HTMLElement | null>, end: number, seconds: number, once: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const show = (value: number) => {
      element.textContent = format.format(Math.round(value));
    };
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      show(end);
      return;
    }
    let frame = 0;
    const run = () => {
      cancelAnimationFrame(frame);
      const started = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, (now - started) / (seconds * 1000));
        show(end * easeOutExpo(progress));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      run();
      if (once) observer.disconnect();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [ref, end, seconds, once]);
}
