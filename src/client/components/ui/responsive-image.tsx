import { imageSrcSet } from '@shared/images';
import type { ImgHTMLAttributes } from 'react';

/** An <img> with the srcset of our stored widths; lazy unless it is above the fold (`priority`). */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string; sizes: string; priority?: boolean }) {
  const srcSet = imageSrcSet(src);
  return (
    <img
      src={src}
      alt={alt}
      {...(srcSet ? { srcSet, sizes } : {})}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...rest}
    />
  );
}
