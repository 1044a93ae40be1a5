import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// What the layout promises and an import rule cannot see (docs/architecture.md): the size of route modules
// and source files, comments that point at documents outside the repository, and paths in comments that
// no longer exist. The import rules themselves are in biome.json.

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mjs|js)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data']);

const ROUTE_MODULE_MAX_LINES = 80;
const SOURCE_FILE_MAX_LINES = 300;
/**
 * Data, not logic, so their length is their content. Keep this list short: anything else over the limit is
 * split by what it does.
 */
const LONG_DATA_FILES = new Set([
  // The words the demo articles are made of: stories, people and sentence banks per section.
  'src/server/demo/story-bank.ts',
]);

/** Documents that are not in the repository, or numbered tickets that a clone cannot read. */
const OUTSIDE_CITATIONS: [string, RegExp][] = [
  ['a design document', /\bDESIGN\b/],
  ['a specification section', /\bspec\s*§/i],
  ['a product specification file', /product-spec/i],
  ['a conventions file', /\bCONVENTIONS(\.md)?\b/],
  ['an issue number', /\bissues?\s*#?\d+/i],
];

function walk(folder: string): string[] {
  const absolute = path.join(ROOT, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : walk(relative);
    return [relative];
  });
}

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file);

interface ProseLine {
  line: number;
  text: string;
}

/** Every line of every comment of a TypeScript or JavaScript file, with its line number. */
function commentLinesOf(file: string, text: string): ProseLine[] {
  const kind = file.endsWith('.tsx')
    ? ts.ScriptKind.TSX
    : file.endsWith('.ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found = new Map<number, number>();
  const collect = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, range.end);
  };
  // Comments are trivia before a token: visiting every token finds them all, JSX's `{/* … */}` included.
  const visit = (node: ts.Node) => {
    const children = node.getChildren(source);
    if (children.length === 0) {
      collect(ts.getLeadingCommentRanges(text, node.pos));
      collect(ts.getTrailingCommentRanges(text, node.pos));
    }
    for (const child of children) visit(child);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.pos));
  collect(ts.getTrailingCommentRanges(text, source.endOfFileToken.pos));
  return [...found].flatMap(([pos, end]) => {
    const first = source.getLineAndCharacterOfPosition(pos).line + 1;
    return text
      .slice(pos, end)
      .split('\n')
      .map((line, index) => ({ line: first + index, text: line.trim() }));
  });
}

/**
 * The prose of a file: the lines of its comments for code, every line for Markdown. Files whose text cannot
 * match `worthReading` are not parsed at all, which keeps the walk fast.
 */
function proseOf(file: string, worthReading: RegExp): ProseLine[] {
  const text = read(file);
  if (!worthReading.test(text)) return [];
  if (CODE.test(file)) return commentLinesOf(file, text);
  if (file.endsWith('.md'))
    return text.split('\n').map((line, index) => ({ line: index + 1, text: line.trim() }));
  return [];
}

/** `src/…` and `docs/…` paths named in a text; placeholders and globs (`<m>`, `*`, `{a,b}`, `…`) are not paths. */
function pathsIn(text: string): string[] {
  const paths: string[] = [];
  for (const match of text.matchAll(/(?<![\w./@-])((?:src|docs)\/[^\s`'"()[\],;]*)/g)) {
    const mentioned = (match[1] ?? '').replace(/#.*$/, '').replace(/[.:]+$/, '');
    if (/[<>*{}…]/.test(mentioned)) continue;
    paths.push(mentioned);
  }
  return paths;
}

/**
 * A path exists as written, as a folder, as a module named without its extension, or as a decision record
 * named by its number (`docs/decisions/0004`).
 */
function exists(mentioned: string): boolean {
  const absolute = path.join(ROOT, mentioned);
  if (['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'].some((suffix) => existsSync(absolute + suffix)))
    return true;
  const record = /^docs\/decisions\/(\d{4})$/.exec(mentioned)?.[1];
  return record !== undefined && DECISIONS.some((file) => file.startsWith(`${record}-`));
}

const SOURCE = walk('src').filter((file) => CODE.test(file));
const DECISIONS = readdirSync(path.join(ROOT, 'docs/decisions'));
const ANY_CITATION = new RegExp(OUTSIDE_CITATIONS.map(([, pattern]) => pattern.source).join('|'), 'i');
const ANY_PATH = /\b(src|docs)\//;

describe('layout', () => {
  it(`keeps every route module at ${ROUTE_MODULE_MAX_LINES} lines or fewer: a loader and a page composing features`, () => {
    const long = walk('src/client/app/routes')
      .filter((file) => CODE.test(file))
      .map((file) => `${file}: ${lineCount(read(file))} lines`)
      .filter((entry) => Number(entry.split(': ')[1]?.split(' ')[0]) > ROUTE_MODULE_MAX_LINES);
    expect(long).toEqual([]);
  });

  it(`keeps every source file in src at ${SOURCE_FILE_MAX_LINES} lines or fewer, data files aside`, () => {
    const long = SOURCE.filter((file) => !isTest(file) && !LONG_DATA_FILES.has(file))
      .map((file) => ({ file, lines: lineCount(read(file)) }))
      .filter(({ lines }) => lines > SOURCE_FILE_MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('lists as data files only files that exist and are still over the limit', () => {
    const stale = [...LONG_DATA_FILES].filter(
      (file) => !existsSync(path.join(ROOT, file)) || lineCount(read(file)) <= SOURCE_FILE_MAX_LINES,
    );
    expect(stale).toEqual([]);
  });

  it('cites no document outside the repository in src, scripts, tests or docs', () => {
    const files = ['src', 'scripts', 'tests', 'docs'].flatMap(walk);
    const citations = files.flatMap((file) =>
      proseOf(file, ANY_CITATION).flatMap(({ line, text }) =>
        OUTSIDE_CITATIONS.filter(([, pattern]) => pattern.test(text)).map(
          ([what]) => `${file}:${line} cites ${what}: ${text}`,
        ),
      ),
    );
    expect(citations).toEqual([]);
  });

  it('names in the comments of src only docs/ and src/ paths that exist', () => {
    const missing = walk('src').flatMap((file) =>
      proseOf(file, ANY_PATH).flatMap(({ line, text }) =>
        pathsIn(text)
          .filter((mentioned) => !exists(mentioned))
          .map((mentioned) => `${file}:${line} names ${mentioned}`),
      ),
    );
    expect(missing).toEqual([]);
  });

  it('gives every client feature its own "no other feature" import rule in biome.json', () => {
    const config = JSON.parse(read('biome.json')) as { overrides: { includes?: string[] }[] };
    const guarded = new Set(config.overrides.flatMap((override) => override.includes ?? []));
    const features = readdirSync(path.join(ROOT, 'src/client/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.filter((feature) => !guarded.has(`src/client/features/${feature}/**`))).toEqual([]);
  });

  it('wraps long words with `wrap-anywhere`, never `break-words`, which lets a flex or grid item grow past the screen', () => {
    // `overflow-wrap: break-word` leaves a long word whole in an item's smallest width, so the item widens
    // its row; `anywhere` (index.css's rule for text, and `wrap-anywhere`) does not.
    const weaker = SOURCE.filter((file) => file.startsWith('src/client/')).filter((file) =>
      /\bbreak-words\b/.test(read(file)),
    );
    expect(weaker).toEqual([]);
  });
});
