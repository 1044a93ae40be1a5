// @vitest-environment happy-dom
import { FORMER_CONTRIBUTOR_ID } from '@shared/former-contributor';
import type { Article } from '@shared/schemas/articles';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';
import { Byline } from './byline';

afterEach(cleanup);

const by = (authorId: string, displayName: string) =>
  ({ authorId, displayName, photo: '', email: '' }) as unknown as Article;

function renderByline(article: Article) {
  return renderApp([{ path: '*', element: <Byline article={article} size="page" /> }], {
    api: fakeApi({}).api,
  });
}

describe('Byline', () => {
  it("links an author's name to their page", () => {
    renderByline(by('0b7e4f0e-8c1a-4c43-9f55-2d8c3f1a9e21', 'Ada Writer'));
    expect(screen.getByRole('link', { name: 'Ada Writer' })).toHaveProperty(
      'pathname',
      '/author/0b7e4f0e-8c1a-4c43-9f55-2d8c3f1a9e21',
    );
  });

  it('names a former contributor without a link: the name stands for no one page', () => {
    renderByline(by(FORMER_CONTRIBUTOR_ID, 'Former contributor'));
    expect(screen.getByText('Former contributor')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
