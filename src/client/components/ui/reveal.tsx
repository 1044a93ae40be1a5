import { type ReactNode, useEffect, useState } from 'react';
import { useInView } from 'react-intersection-observer';

/**
 * Moves content up when it scrolls into view (spec: fade-up, 2000 ms), as a movement alone: the content is
 * never transparent (index.css). Anything already on screen stays still: only what starts below the fold
 * moves, and nothing moves for readers who ask for less motion.
 */
export function Reveal({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { ref, inView } = useInView({ triggerOnce: true, rootMargin: '0px 0px -40px 0px' });
  const [phase, setPhase] = useState<'static' | 'hidden' | 'visible'>('static');
  useEffect(() => {
    setPhase((current) => {
      if (current === 'static') return inView ? 'static' : 'hidden';
      return inView ? 'visible' : current;
    });
  }, [inView]);
  return (
    <div
      ref={ref}
      className={phase === 'static' ? className : `reveal ${className}`}
      data-visible={phase === 'visible' ? 'true' : 'false'}
    >
      {children}
    </div>
  );
}
