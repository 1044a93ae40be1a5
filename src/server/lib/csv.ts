/**
 * A CSV field, always quoted, with formula-looking values defused for spreadsheet apps: a value that starts
 * with = + - @, a tab or a carriage return is read as text (a leading apostrophe), never run as a formula.
 */
export function csvField(value: string | number | boolean | Date | null | undefined): string {
  const text = value == null ? '' : value instanceof Date ? value.toISOString() : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** One CSV line, its fields quoted, ended with CRLF as RFC 4180 has it. */
export const csvLine = (fields: readonly Parameters<typeof csvField>[0][]): string =>
  `${fields.map(csvField).join(',')}\r\n`;
