import { SITE_TEXTS } from '@shared/messages';
import { type KeyboardEvent, useRef } from 'react';

interface CarouselControlsProps {
  /** Slides (or pages of slides) the pagination offers, and which one is shown. */
  count: number;
  current: number;
  /** What a bullet moves to, in its name: "Go to slide 2", "Go to page 2". */
  unit: 'slide' | 'page';
  goTo: (index: number) => void;
  loop: boolean;
  pagination: boolean;
  navigation: boolean;
  /** Whether autoplay runs, for the Pause/Play button; absent without autoplay. */
  playing?: boolean;
  onPlayPause?: () => void;
  tone: 'light' | 'dark';
  /** Until hydration the buttons would do nothing, so they are disabled. */
  enabled: boolean;
}

/**
 * The carousel's controls in one row under its slides' text: Pause/Play on the left, the bullets in the middle,
 * the arrows on the right, so none of them covers what a slide says, on a phone or a desktop. The bullets are
 * one tab stop (the current one); the arrow keys, Home and End move between them.
 */
export function CarouselControls({
  count,
  current,
  unit,
  goTo,
  loop,
  pagination,
  navigation,
  playing,
  onPlayPause,
  tone,
  enabled,
}: CarouselControlsProps) {
  const bullets = useRef<(HTMLButtonElement | null)[]>([]);
  const controlTone =
    tone === 'light' ? 'text-white hover:bg-white/20' : 'text-stone-800 hover:bg-stone-900/10';
  const buttonClass = `pointer-events-auto flex h-11 w-11 shrink-0 items-center justify-center rounded-full disabled:opacity-40 ${controlTone}`;

  const onBulletKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowDown: current + 1,
      ArrowLeft: current - 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = loop ? (target + count) % count : Math.max(0, Math.min(count - 1, target));
    goTo(next);
    bullets.current[next]?.focus();
  };

  return (
    <div className="pointer-events-none absolute inset-x-0 bottom-1 z-10 flex items-center px-1">
      {playing !== undefined ? (
        <button
          type="button"
          aria-label={playing ? 'Pause the slide show' : 'Play the slide show'}
          data-autoplay-control
          className={buttonClass}
          onClick={onPlayPause}
          disabled={!enabled}
        >
          <PlayPauseIcon playing={playing} />
        </button>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-wrap justify-center">
        {pagination
          ? Array.from({ length: count }, (_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a bullet is its position
                key={index}
                ref={(element) => {
                  bullets.current[index] = element;
                }}
                type="button"
                aria-label={`Go to ${unit} ${index + 1}`}
                aria-current={index === current ? 'true' : undefined}
                tabIndex={index === current ? 0 : -1}
                className="group pointer-events-auto flex h-6 w-6 items-center justify-center"
                onClick={() => goTo(index)}
                onKeyDown={onBulletKey}
                disabled={!enabled}
              >
                <span
                  aria-hidden="true"
                  className={`block h-2.5 w-2.5 rounded-full transition-colors ${
                    index === current
                      ? tone === 'light'
                        ? 'bg-white'
                        : 'bg-red-700'
                      : tone === 'light'
                        ? 'bg-white/50 group-hover:bg-white/80'
                        : 'bg-stone-400 group-hover:bg-stone-600'
                  }`}
                />
              </button>
            ))
          : null}
      </div>
      {navigation ? (
        <>
          <button
            type="button"
            aria-label={SITE_TEXTS.carousel.previous}
            className={buttonClass}
            onClick={() => goTo(current - 1)}
            disabled={!enabled || (!loop && current === 0)}
          >
            <Chevron direction="left" />
          </button>
          <button
            type="button"
            aria-label={SITE_TEXTS.carousel.next}
            className={buttonClass}
            onClick={() => goTo(current + 1)}
            disabled={!enabled || (!loop && current === count - 1)}
          >
            <Chevron direction="right" />
          </button>
        </>
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
