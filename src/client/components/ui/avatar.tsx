import { useState } from 'react';
import { ResponsiveImage } from './responsive-image';

/** The picture shown for someone without one, or whose picture does not load. */
function DefaultAvatar({ size }: { size: number }) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className="shrink-0 rounded-full bg-stone-200 text-stone-500"
    >
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 35c1.8-7 7.4-11 14-11s12.2 4 14 11" fill="currentColor" />
    </svg>
  );
}

/**
 * A round profile picture, or the default avatar when there is none or it does not load (never a broken
 * image). `responsive` serves our own media in the sizes the screen needs; off, the address is used as is.
 */
export function Avatar({
  src,
  alt = '',
  size = 40,
  responsive = true,
}: {
  src: string | null | undefined;
  alt?: string;
  size?: number;
  responsive?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <DefaultAvatar size={size} />;
  const common = {
    src,
    alt,
    width: size,
    height: size,
    referrerPolicy: 'no-referrer' as const,
    onError: () => setBroken(true),
    className: 'shrink-0 rounded-full bg-stone-200 object-cover',
    style: { width: size, height: size },
  };
  return responsive ? <ResponsiveImage {...common} sizes={`${size}px`} /> : <img {...common} alt={alt} />;
}
