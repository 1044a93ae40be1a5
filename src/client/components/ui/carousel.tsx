import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { CarouselControls } from './carousel-controls';

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
  /**
   * Moves a whole view (`perView` slides) at a time, from the first slide at the left edge, and its bullets
   * are pages. The last page ends at the last slide, so every page is a full row.
   */
  paged?: boolean;
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
  /** Slides out of view leave the tab order and the accessibility tree. */
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
  paged = false,
  loop = false,
  autoplayMs,
  pagination = false,
  navigation = false,
  hideInactive = false,
  tone = 'dark',
  className = '',
}: CarouselProps) {
  const slideCount = slides.length;
  /** What the carousel moves between: slides, or pages of `perView` slides. */
  const count = paged ? Math.ceil(slideCount / perView) : slideCount;
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
  /** The slide at the left edge (or in the middle, when centred). */
  const first = paged ? Math.min(current * perView, Math.max(0, slideCount - perView)) : current;
  const inView = (slideIndex: number) =>
    paged ? slideIndex >= first && slideIndex < first + perView : slideIndex === current;
  const isNear = (slideIndex: number) => {
    if (paged) return slideIndex >= first - perView && slideIndex < first + 2 * perView;
    const distance = Math.abs(slideIndex - current);
    return distance <= Math.ceil(perView / 2) || (loop && slideCount - distance <= 1);
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
  const transform = `translateX(calc(${origin} - ${first} * (${slideWidth} + ${gap}px)))`;

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
            aria-label={`${slideIndex + 1} of ${slideCount}`}
            className="min-w-0 shrink-0"
            style={{ width: `calc${slideWidth}` }}
            // Inert takes the slide out of the tab order; aria-hidden says so to every reader of the page's
            // accessibility, including those that do not know inert, so only the slide in view is read.
            inert={hideInactive && !inView(slideIndex)}
            aria-hidden={hideInactive && !inView(slideIndex) ? true : undefined}
          >
            {typeof slide.content === 'function'
              ? slide.content({ near: isNear(slideIndex) })
              : slide.content}
          </div>
        ))}
      </div>
      {count > 1 ? (
        <CarouselControls
          count={count}
          current={current}
          unit={paged ? 'page' : 'slide'}
          goTo={goTo}
          loop={loop}
          pagination={pagination}
          navigation={navigation}
          {...(autoplayMs ? { playing, onPlayPause: () => setChoice(playing ? 'pause' : 'play') } : {})}
          tone={tone}
          enabled={hydrated}
        />
      ) : null}
    </div>
  );
}
