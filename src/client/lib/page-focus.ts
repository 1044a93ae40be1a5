/** Marks an element that takes focus only from a script (a page's heading, its main region): no ring drawn. */
export const PAGE_FOCUS_ATTRIBUTE = 'data-page-focus';

/** The page's main region: the layout's <main>. */
export const pageMain = (): HTMLElement | null => document.querySelector<HTMLElement>('main');

/** The page's main heading: the first h1 inside <main>. */
export const pageHeading = (): HTMLElement | null => pageMain()?.querySelector<HTMLElement>('h1') ?? null;

/** Focuses an element that is not a control (a heading, <main>), making it focusable by script only. */
export function focusByScript(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.setAttribute(PAGE_FOCUS_ATTRIBUTE, '');
  // The router restores the scroll position itself (top of a new page, the old place on Back).
  element.focus({ preventScroll: true });
}

/**
 * Moves focus to the start of the page: its main heading, or <main> when it has none. Answers the element
 * focused, or null when the page has no <main>.
 */
export function focusPageStart(): HTMLElement | null {
  const target = pageHeading() ?? pageMain();
  if (target) focusByScript(target);
  return target;
}
