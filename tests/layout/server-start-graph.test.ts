import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// A worker holds what its entry imports statically from the start, whether or not a request ever uses it
// (docs/decisions/0027-memory.md). What only some requests need is imported with `import()` where it is
// first needed: the identity library by the first request that names a reader, the mail templates by the
// first message, the API docs by the first request for them, the word differ by an editor's history, the
// demo seed by an empty site, the image library by the first image.

const ROOT = path.resolve(import.meta.dirname, '../..');
const ENTRIES = ['src/server/server.ts', 'src/server/cluster.ts', 'src/server/worker.ts'];
const ALIASES: [string, string][] = [
  ['@shared/', 'src/shared/'],
  ['@server/', 'src/server/'],
  ['@client/', 'src/client/'],
];
/** Packages no worker loads before a request needs them. */
const LAZY_PACKAGES = [
  /^better-auth(\/|$)/,
  /^@react-email\//,
  /^@fastify\/swagger(-ui)?$/,
  /^diff$/,
  /^sharp$/,
  /^htmlparser2$/,
  /^domhandler$/,
];
/** Our modules that load those, or hold much that few requests use. */
const LAZY_MODULES = [
  'src/server/modules/auth/auth.ts',
  'src/server/modules/mail/templates/render-mail.tsx',
  'src/server/demo/seed.ts',
  'src/server/modules/site-import/site-import.service.ts',
];

function resolve(from: string, specifier: string): string | null {
  const alias = ALIASES.find(([prefix]) => specifier.startsWith(prefix));
  let base: string;
  if (alias) base = alias[1] + specifier.slice(alias[0].length);
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return null; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate;
  return null; // not code (JSON, CSS)
}

/** Whether an import brings in values at run time (not `import type`, nor only `type` names). */
function importsValues(declaration: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(declaration)) {
    if (declaration.isTypeOnly) return false;
    const clause = declaration.exportClause;
    return !clause || !ts.isNamedExports(clause) || clause.elements.some((element) => !element.isTypeOnly);
  }
  const clause = declaration.importClause;
  if (!clause) return true; // import 'x' for its effects
  if (clause.isTypeOnly) return false;
  if (clause.name) return true;
  const bindings = clause.namedBindings;
  if (!bindings || ts.isNamespaceImport(bindings)) return true;
  return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
}

/** What a file imports statically for its values: our modules and packages. */
function staticImports(file: string): { modules: string[]; packages: string[] } {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  const modules: string[] = [];
  const packages: string[] = [];
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!importsValues(statement)) continue;
    const specifier = statement.moduleSpecifier.text;
    const resolved = resolve(file, specifier);
    if (resolved) modules.push(resolved);
    else if (!specifier.startsWith('.') && !ALIASES.some(([prefix]) => specifier.startsWith(prefix)))
      packages.push(specifier);
  }
  return { modules, packages };
}

/** Every module and package the server's entries reach statically, each with the module that imports it. */
function startGraph() {
  const importer = new Map<string, string | null>(ENTRIES.map((entry) => [entry, null]));
  const packages = new Map<string, string>();
  const queue = [...ENTRIES];
  for (let file = queue.shift(); file; file = queue.shift()) {
    const found = staticImports(file);
    for (const name of found.packages) if (!packages.has(name)) packages.set(name, file);
    for (const imported of found.modules)
      if (!importer.has(imported)) {
        importer.set(imported, file);
        queue.push(imported);
      }
  }
  return { importer, packages };
}

/** How a module is reached from an entry, for the failure message. */
function chain(importer: Map<string, string | null>, file: string): string {
  const steps = [file];
  for (let from = importer.get(file); from; from = importer.get(from)) steps.unshift(from);
  return steps.join(' → ');
}

describe('what a server worker loads as it starts', () => {
  const { importer, packages } = startGraph();

  it('reaches the app and its modules (the graph is read at all)', () => {
    expect(importer.has('src/server/app.ts')).toBe(true);
    expect(importer.has('src/server/plugins/authentication.ts')).toBe(true);
    expect(packages.has('fastify')).toBe(true);
  });

  it('imports none of the packages a request loads when it first needs them', () => {
    const loaded = [...packages].filter(([name]) => LAZY_PACKAGES.some((pattern) => pattern.test(name)));
    expect(loaded.map(([name, from]) => `${name} ← ${chain(importer, from)}`)).toEqual([]);
  });

  it('imports none of the modules loaded on first use', () => {
    const loaded = LAZY_MODULES.filter((file) => importer.has(file));
    expect(loaded.map((file) => chain(importer, file))).toEqual([]);
  });
});
