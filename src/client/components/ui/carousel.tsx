import { SITE_TEXTS } from '@shared/messages';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';

export interface CarouselSlide {
  key: string;
  /** A function gets whether the slide is in view or next to it, e.g. to load its picture only then. */
  content: ReactNode | ((slide: { near: boolean }) => ReactNode);
}

interface CarouselProps {
  slides: CarouselSlide[];
  /** Slides shown at once. */
  perView?: number;
  /** Space between slides, in px. */
  gap: number;
  /** The current slide sits in the middle rather than at the left edge. */
  centered?: boolean;
  /** After the last slide comes the first again (and before the first, the last). */
  loop?: boolean;
  /**
   * Moves on by itself every so many ms; a click or swipe restarts the wait. Motion can always be stopped
   * (WCAG 2.2.2): it pauses while the pointer is over the slider or focus is inside it, a Pause button stops
   * it, and it does not start at all for readers who ask their system for reduced motion.
   */
  autoplayMs?: number;
  pagination?: boolean;
  navigation?: boolean;
  /** Slides out of view leave the tab order and the accessibility tree (one slide per view). */
  hideInactive?: boolean;
  /** Light controls for slides over dark pictures, dark ones over a light page. */
  tone?: 'light' | 'dark';
  className?: string;
}

const SWIPE_PX = 40;

/**
 * A small slider and carousel: a row of slides moved with a CSS transform. The position is pure CSS from the
 * index, so the server's HTML already shows the first slide where it will stay (no shift at hydration), and
 * it costs a few hundred bytes where a general-purpose slider library cost the home page ~29 kB gzipped.
 */
export function Carousel({
  slides,
  perView = 1,
  gap,
  centered = false,
  loop = false,
  autoplayMs,
  pagination = false,
  navigation = false,
  hideInactive = false,
  tone = 'dark',
  className = '',
}: CarouselProps) {
  const count = slides.length;
  const hydrated = useHydrated();
  const [index, setIndex] = useState(0);
  const reducedMotion = usePrefersReducedMotion();
  /** The reader's own Pause or Play; until they choose, it plays unless they asked for reduced motion. */
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = Boolean(autoplayMs) && count > 1 && (choice ? choice === 'play' : !reducedMotion);
  const running = playing && !hovered && !focused;
  const swipeStart = useRef<number | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const current = Math.min(index, Math.max(0, count - 1));
  const isNear = (slideIndex: number) => {
    const distance = Math.abs(slideIndex - current);
    return distance <= Math.ceil(perView / 2) || (loop && count - distance <= 1);
  };

  const goTo = (next: number) => {
    if (loop) setIndex(((next % count) + count) % count);
    else setIndex(Math.max(0, Math.min(count - 1, next)));
  };

  // A mouse over the slider, or focus anywhere inside it, pauses autoplay: a slide does not move away from
  // what is being read.
  useEffect(() => {
    const element = root.current;
    if (!element || !autoplayMs) return;
    const listeners: [string, (event: Event) => void][] = [
      // The Pause/Play button itself is the exception: pressing Play there must start the slide show.
      ['focusin', (event) => setFocused(!(event.target as Element).matches?.('[data-autoplay-control]'))],
      [
        'focusout',
        (event) => {
          const next = (event as FocusEvent).relatedTarget;
          if (!(next instanceof Node && element.contains(next))) setFocused(false);
        },
      ],
      ['pointerenter', (event) => setHovered((event as PointerEvent).pointerType === 'mouse')],
      ['pointerleave', () => setHovered(false)],
    ];
    for (const [type, listener] of listeners) element.addEventListener(type, listener);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
    };
  }, [autoplayMs]);

  // A new wait starts at every move, whether autoplay or the reader made it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the timer on every move
  useEffect(() => {
    if (!running || !autoplayMs) return;
    const timer = window.setTimeout(() => {
      setIndex((value) => (loop ? (value + 1) % count : Math.min(count - 1, value + 1)));
    }, autoplayMs);
    return () => window.clearTimeout(timer);
  }, [autoplayMs, count, loop, running, current]);

  const slideWidth = `((100% - ${(perView - 1) * gap}px) / ${perView})`;
  const origin = centered ? `50% - ${slideWidth} / 2` : '0px';
  const transform = `translateX(calc(${origin} - ${current} * (${slideWidth} + ${gap}px)))`;
  const controlTone =
    tone === 'light' ? 'text-white hover:bg-white/20' : 'text-stone-800 hover:bg-stone-900/10';

  return (
    <div ref={root} className={`relative overflow-hidden ${className}`}>
      <div
        // Screen readers hear the new slide when the reader moved it, not every few seconds by itself.
        aria-live={running ? 'off' : 'polite'}
        className="flex w-full touch-pan-y transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ columnGap: `${gap}px`, transform }}
        onPointerDown={(event) => {
          if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (swipeStart.current === null) return;
          const distance = event.clientX - swipeStart.current;
          swipeStart.current = null;
          if (Math.abs(distance) >= SWIPE_PX) goTo(current + (distance < 0 ? 1 : -1));
        }}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        {slides.map((slide, slideIndex) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a fieldset
          <div
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={`${slideIndex + 1} of ${count}`}
            className="min-w-0 shrink-0"
            style={{ width: `calc${slideWidth}` }}
            inert={hideInactive && slideIndex !== current}
          >
            {typeof slide.content === 'function'
              ? slide.content({ near: isNear(slideIndex) })
              : slide.content}
          </div>
        ))}
      </div>
      {navigation && count > 1 ? (
        <>
          <button
            type="button"
            aria-label={SITE_TEXTS.carousel.previous}
            className={`absolute left-2 top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full disabled:opacity-40 ${controlTone}`}
            onClick={() => goTo(current - 1)}
            disabled={!hydrated || (!loop && current === 0)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            aria-label={SITE_TEXTS.carousel.next}
            className={`absolute right-2 top-1/2 z-10 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full disabled:opacity-40 ${controlTone}`}
            onClick={() => goTo(current + 1)}
            disabled={!hydrated || (!loop && current === count - 1)}
          >
            <Chevron direction="right" />
          </button>
        </>
      ) : null}
      {autoplayMs && count > 1 ? (
        <button
          type="button"
          aria-label={playing ? 'Pause the slide show' : 'Play the slide show'}
          data-autoplay-control
          className={`absolute bottom-1 left-2 z-20 flex h-11 w-11 items-center justify-center rounded-full ${controlTone}`}
          onClick={() => setChoice(playing ? 'pause' : 'play')}
          disabled={!hydrated}
        >
          <PlayPauseIcon playing={playing} />
        </button>
      ) : null}
      {pagination && count > 1 ? (
        <div className="absolute inset-x-0 bottom-1 z-10 flex flex-wrap justify-center">
          {slides.map((slide, slideIndex) => (
            <button
              key={slide.key}
              type="button"
              aria-label={`Go to slide ${slideIndex + 1}`}
              aria-current={slideIndex === current ? 'true' : undefined}
              className="group flex h-6 w-6 items-center justify-center"
              onClick={() => goTo(slideIndex)}
              disabled={!hydrated}
            >
              <span
                aria-hidden="true"
                className={`block h-2.5 w-2.5 rounded-full transition-colors ${
                  slideIndex === current
                    ? tone === 'light'
                      ? 'bg-white'
                      : 'bg-red-700'
                    : tone === 'light'
                      ? 'bg-white/50 group-hover:bg-white/80'
                      : 'bg-stone-400 group-hover:bg-stone-600'
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

function PlayPauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="currentColor">
      {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l11-6.5z" />}
    </svg>
  );
}
