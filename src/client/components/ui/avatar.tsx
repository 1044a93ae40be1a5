import { isOwnPhoto } from '@shared/images';
import { useCallback, useState } from 'react';
import { ResponsiveImage } from './responsive-image';

/**
 * The picture shown for someone without one, or whose picture does not load: named like the picture it stands
 * for (the admins' table says whose it is), hidden from screen readers when that has no name.
 */
function DefaultAvatar({ size, alt }: { size: number; alt: string }) {
  return (
    <svg
      role="img"
      aria-label={alt || 'Default avatar'}
      aria-hidden={alt ? undefined : true}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      className="shrink-0 rounded-full bg-stone-200 text-stone-500"
      data-default-avatar=""
    >
      <circle cx="20" cy="15" r="7" fill="currentColor" />
      <path d="M6 35c1.8-7 7.4-11 14-11s12.2 4 14 11" fill="currentColor" />
    </svg>
  );
}

/**
 * A round profile picture, or the default avatar when there is none or it does not load (never a broken
 * image). Only a picture kept here (`/media/…`) is loaded: an address elsewhere would be refused by the
 * pages' Content-Security-Policy anyway, and the reader's browser never asks a third party for it.
 * `responsive` serves our own media in the sizes the screen needs; off, the address is used as is.
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
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  // A picture that failed before the page was hydrated fired its error with nobody listening.
  const checkLoaded = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0 && src) setBrokenSrc(src);
    },
    [src],
  );
  if (!isOwnPhoto(src) || brokenSrc === src) return <DefaultAvatar size={size} alt={alt} />;
  const common = {
    src,
    alt,
    width: size,
    height: size,
    ref: checkLoaded,
    referrerPolicy: 'no-referrer' as const,
    onError: () => setBrokenSrc(src),
    className: 'shrink-0 rounded-full bg-stone-200 object-cover',
    style: { width: size, height: size },
  };
  return responsive ? <ResponsiveImage {...common} sizes={`${size}px`} /> : <img {...common} alt={alt} />;
}
