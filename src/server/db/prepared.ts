/**
 * A query built once, the first time it is needed, and reused: a repository's hot reads are drizzle
 * prepared queries (`.prepare(name)` with `sql.placeholder`), so a page does not build the same SQL from
 * its parts again, and on PostgreSQL each connection parses and plans a named statement once
 * (docs/decisions/0016-cold-rendering.md). Built lazily, so a repository made and not used costs nothing.
 */
export function preparedOnce<T>(build: () => T): () => T {
  let prepared: T | undefined;
  return () => {
    prepared ??= build();
    return prepared;
  };
}
