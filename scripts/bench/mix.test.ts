import { describe, expect, it } from 'vitest';
import { drawRequest, MIX, type MixContext } from './mix';
import { seededRandom } from './zipf';

const AUTHOR = '00000000-0000-4000-8000-000000000042';

const context: MixContext = {
  origin: 'http://127.0.0.1:4710',
  random: seededRandom(7),
  article: () => '00000000-0000-4000-8000-000000000001',
  author: () => AUTHOR,
  articleCount: 2000,
  own: { cookie: 'session=1', token: 'token' },
  nextReader: () => ({ cookie: 'session=2', token: 'token-2' }),
  nextSignIn: () => '{}',
  nextAddress: () => 'news@bench.test',
};

describe('the bench mix', () => {
  it('adds up to 100 % and reads sections, publishers and authors as pages', () => {
    expect(MIX.reduce((sum, entry) => sum + entry.weight, 0)).toBeCloseTo(100);
    const paths = new Map(MIX.map((entry) => [entry.kind, entry.build(context).path]));
    expect(paths.get('section page')).toMatch(/^\/section\/[a-z-]+(\?page=\d+)?$/);
    expect(paths.get('publisher page')).toMatch(/^\/publisher\/[a-z0-9-]+(\?page=\d+)?$/);
    expect(paths.get('author page')).toBe(`/author/${AUTHOR}`);
  });

  it('draws author and section pages among the rest', () => {
    const kinds = new Set(Array.from({ length: 5000 }, () => drawRequest(context).kind));
    expect(kinds).toContain('author page');
    expect(kinds).toContain('section page');
  });
});
