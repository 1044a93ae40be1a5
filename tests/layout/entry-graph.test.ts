import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Every page loads the browser entry and everything it imports statically, in one chunk
// (docs/decisions/0020-one-initial-chunk.md). The bundler counts a module as imported when any module of that
// graph imports it, also through an index that only re-exports: one `import { MESSAGES } from
// '@shared/messages'` there puts every text of the site, the dashboard's included, on every page.

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'src/client/entry-client.tsx';
const ALIASES: [string, string][] = [
  ['@shared/', 'src/shared/'],
  ['@client/', 'src/client/'],
];
/** Modules that re-export others; the entry graph imports what it needs from the module that defines it. */
const INDEXES = new Set(['src/shared/messages/index.ts']);

function resolve(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null; // a package
  if (/\.css$/.test(base)) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate;
  throw new Error(`${from}: cannot resolve ${specifier}`);
}

/** The modules a file imports statically, for its values (not `import type`, not `import()`). */
function staticImports(file: string): string[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    const declaration =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        ? statement
        : null;
    if (!declaration?.moduleSpecifier || !ts.isStringLiteral(declaration.moduleSpecifier)) continue;
    const resolved = resolve(file, declaration.moduleSpecifier.text);
    if (resolved) found.push(resolved);
  }
  return found;
}

/** Every module the entry reaches through static imports, with the module that first imported it. */
function entryGraph(): Map<string, string | null> {
  const importer = new Map<string, string | null>([[ENTRY, null]]);
  const queue = [ENTRY];
  for (let file = queue.shift(); file; file = queue.shift())
    for (const imported of staticImports(file))
      if (!importer.has(imported)) {
        importer.set(imported, file);
        queue.push(imported);
      }
  return importer;
}

describe('the modules every page loads', () => {
  it('import texts from the module that defines them, not through an index', () => {
    const graph = entryGraph();
    expect(graph.size).toBeGreaterThan(20);
    const through = [...graph.keys()]
      .filter((file) => INDEXES.has(file))
      .map((file) => `${graph.get(file)} imports ${file}`);
    expect(through).toEqual([]);
  });
});
