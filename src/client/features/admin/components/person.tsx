import { useState } from 'react';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

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

/** A round profile picture, or the default avatar when there is none or it does not load. */
export function Avatar({ src, alt = '', size = 40 }: { src: string; alt?: string; size?: number }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <DefaultAvatar size={size} />;
  return (
    <ResponsiveImage
      src={src}
      alt={alt}
      sizes={`${size}px`}
      width={size}
      height={size}
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      className="shrink-0 rounded-full bg-stone-200 object-cover"
      style={{ width: size, height: size }}
    />
  );
}

/** An e-mail address that may wrap before its "@" in a narrow column, never inside a word. */
export function Email({ address }: { address: string }) {
  const at = address.indexOf('@');
  if (at <= 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at)}
      <wbr />
      {address.slice(at)}
    </>
  );
}

/** Author info in an admin table: photo, name and e-mail (and a date where the table has one). */
export function Person({
  name,
  email,
  photo,
  children,
}: {
  name: string;
  email: string;
  photo?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex items-center gap-2.5">
      {photo !== undefined ? <Avatar src={photo} size={32} /> : null}
      <div className="min-w-0">
        <p className="font-semibold text-stone-900">{name || 'User Name'}</p>
        <p className="text-stone-600">
          <Email address={email} />
        </p>
        {children ? <div className="text-xs text-stone-500">{children}</div> : null}
      </div>
    </div>
  );
}
