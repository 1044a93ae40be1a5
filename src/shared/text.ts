/** Cuts text to `length` characters on a word boundary where one is near, for previews. */
export function excerpt(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** Splits the comma-joined tag string of the wire format into tags. */
export function splitTags(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export function pageTitle(siteName: string, page?: string): string {
  return page ? `${siteName} | ${page}` : siteName;
}
