/**
 * The shape of every id the API hands out (users, articles, payments): a UUID in its text form, as the
 * server's own `z.uuid()` accepts it (RFC 9562 versions 1–8, plus the nil and max UUIDs). A screen checks an
 * id it read from the address bar with this before it calls the API with it.
 */
const UUID =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
