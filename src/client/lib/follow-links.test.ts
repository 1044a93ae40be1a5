// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLinks } from './follow-links';

let stop: () => void;
const navigate = vi.fn();

function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  const anchor = document.querySelector('a') as HTMLAnchorElement;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  anchor.dispatchEvent(event);
  return event;
}

beforeEach(() => {
  navigate.mockReset();
  stop = followLinks(navigate);
});
afterEach(() => stop());

describe("the site's own links", () => {
  it('are followed in the page, with their search and hash', () => {
    const event = click('<a data-link="" href="/allArticles?tag=business#top"><span>All</span></a>');
    expect(event.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/allArticles?tag=business#top', { replace: false });
  });

  it('replace the entry when asked to', () => {
    click('<a data-link="replace" href="/search?q=x">Search</a>');
    expect(navigate).toHaveBeenCalledWith('/search?q=x', { replace: true });
  });

  it('are left to the browser for a new tab, another window, a download or another site', () => {
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey'])
      click('<a data-link="" href="/about">About</a>', { [modifier]: true });
    click('<a data-link="" href="/about" target="_blank">About</a>');
    click('<a data-link="" href="/receipt.pdf" download>Receipt</a>');
    click('<a data-link="" href="https://elsewhere.example/">Elsewhere</a>');
    click('<a href="/rss.xml">Feed</a>');
    click('<a data-link="" href="/about">About</a>', { button: 1 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('are left alone when a handler of the page took the click', () => {
    document.body.innerHTML = '<a data-link="" href="/about">About</a>';
    const anchor = document.querySelector('a') as HTMLAnchorElement;
    anchor.addEventListener('click', (event) => event.preventDefault());
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(navigate).not.toHaveBeenCalled();
  });
});
