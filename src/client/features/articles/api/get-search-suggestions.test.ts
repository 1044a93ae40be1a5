import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { getSearchSuggestions } from './get-search-suggestions';

const NONE = { articles: [], sections: [], authors: [] };

describe('getSearchSuggestions', () => {
  it('asks for the text as typed, encoded in the query, and answers what the server found', async () => {
    const server = fakeApi({
      'GET /search-suggestions': () => ({ body: { ...NONE, articles: [{ _id: 'a1', title: 'Café & co' }] } }),
    });
    const controller = new AbortController();
    await expect(getSearchSuggestions(server.api, 'café & co', controller.signal)).resolves.toEqual({
      ...NONE,
      articles: [{ _id: 'a1', title: 'Café & co' }],
    });
    const [request] = server.sentTo('GET /search-suggestions');
    expect(request?.query.get('q')).toBe('café & co');
    expect([...(request?.query.keys() ?? [])]).toEqual(['q']);
    // The caller's signal travels with the request, so a later keystroke can cancel it.
    expect(request?.signal).toBe(controller.signal);
  });
});
