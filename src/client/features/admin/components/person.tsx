import { Avatar } from '../../../components/ui/avatar';

/**
 * An e-mail address that wraps before its "@" in a narrow column, and inside a part only when that part
 * alone is wider than the column (the table's cell allows it, so a table never outgrows its screen).
 */
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
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold text-stone-900">{name || 'User Name'}</p>
        <p className="text-stone-600">
          <Email address={email} />
        </p>
        {children ? <div className="text-xs text-stone-500">{children}</div> : null}
      </div>
    </div>
  );
}
