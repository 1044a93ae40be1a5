import type { ReactNode } from 'react';

/**
 * Small inline icons drawn as SVG: they show on every machine, with or without an emoji font, and take the
 * text colour. Decorative: the text beside them says what they mean.
 */
function Icon({
  name,
  className,
  strokeWidth = 2,
  fill = 'none',
  rounded = 'both',
  children,
}: {
  /** Its `data-icon`, for tests. */
  name: string;
  className: string;
  strokeWidth?: number;
  fill?: 'none' | 'currentColor';
  /** Which of the strokes' caps and joins are round. */
  rounded?: 'both' | 'caps' | 'joins';
  children: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill={fill}
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={rounded === 'joins' ? undefined : 'round'}
      strokeLinejoin={rounded === 'caps' ? undefined : 'round'}
      aria-hidden="true"
      focusable="false"
      data-icon={name}
    >
      {children}
    </svg>
  );
}

/** An eye (views, or a password shown); `crossed`: struck through (a password hidden again). */
export function EyeIcon({
  className = 'h-4 w-4',
  crossed = false,
}: {
  className?: string;
  crossed?: boolean;
}) {
  return (
    <Icon name="eye" className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </Icon>
  );
}

/** A tick in a ring: something went well (a notice's icon). */
export function CheckCircleIcon({ className = 'h-12 w-12' }: { className?: string }) {
  return (
    <Icon name="check-circle" className={className} strokeWidth={1.5}>
      <circle cx="12" cy="12" r="10" />
      <path d="m7.5 12.5 3 3 6-6.5" />
    </Icon>
  );
}

/** The feed icon: a dot and two arcs (an RSS link's icon). */
export function FeedIcon({ className = 'h-4 w-4' }: { className?: string }) {
  return (
    <Icon name="feed" className={className} strokeWidth={2.5} rounded="caps">
      <path d="M5 11a8 8 0 0 1 8 8M5 4a15 15 0 0 1 15 15" />
      <circle cx="6" cy="18" r="1.5" fill="currentColor" stroke="none" />
    </Icon>
  );
}

/** The Save toggle's bookmark: filled while the article is saved. */
export function BookmarkIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return (
    <Icon name="bookmark" className={className} fill={filled ? 'currentColor' : 'none'} rounded="joins">
      <path d="M6 3h12v18l-6-4-6 4V3Z" />
    </Icon>
  );
}
