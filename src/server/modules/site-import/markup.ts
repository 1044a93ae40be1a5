import { type ChildNode, type Element, isCDATA, isTag, isText } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/**
 * Markup is read with htmlparser2 (docs/decisions/0039-import-parser.md): HTML as browsers forgive it, and
 * XML (WordPress's WXR) with its CDATA sections; never with regular expressions.
 */
export const parseHtml = (html: string): ChildNode[] => parseDocument(html).children;

export const parseXml = (xml: string): ChildNode[] =>
  parseDocument(xml, { xmlMode: true, recognizeCDATA: true, decodeEntities: true }).children;

export type { ChildNode, Element };
export { isTag, isText };

/** The text inside a node, CDATA included. */
export function textOf(node: ChildNode): string {
  if (isText(node)) return node.data;
  if (isCDATA(node) || isTag(node)) return node.children.map(textOf).join('');
  return '';
}

/** The element children of a node named `name` (namespaced names as written, `wp:post_id`). */
export const childrenNamed = (node: Element, name: string): Element[] =>
  node.children.filter((child): child is Element => isTag(child) && child.name === name);

export const childNamed = (node: Element, name: string): Element | undefined => childrenNamed(node, name)[0];

/** The trimmed text of the first child named `name`, or '' when there is none. */
export const childText = (node: Element, name: string): string => {
  const child = childNamed(node, name);
  return child ? textOf(child).trim() : '';
};

/** The first element anywhere below `nodes` (depth first) named one of `names`. */
export function findElement(nodes: ChildNode[], names: readonly string[]): Element | undefined {
  for (const node of nodes) {
    if (!isTag(node)) continue;
    if (names.includes(node.name)) return node;
    const found = findElement(node.children, names);
    if (found) return found;
  }
  return undefined;
}
