import { ALLOWED_ATTRS, type RichDoc } from '@shared/rich-text/types';
import type { JSONContent } from '@tiptap/core';

type Json = JSONContent & { text?: string };

/** A node or mark with only the attributes the stored body allows, and no empty ones. */
function allowed(type: string, attrs: Record<string, unknown> | undefined) {
  const names = ALLOWED_ATTRS[type] ?? [];
  const kept = Object.fromEntries(
    names
      .filter((name) => attrs?.[name] !== undefined && attrs?.[name] !== null)
      .map((name) => [name, attrs?.[name]]),
  );
  return Object.keys(kept).length > 0 ? { attrs: kept } : {};
}

function clean(node: Json): Json {
  const { type = '', content, marks, text } = node;
  return {
    type,
    ...allowed(type, node.attrs),
    ...(text !== undefined ? { text } : {}),
    ...(marks?.length
      ? { marks: marks.map((mark) => ({ type: mark.type, ...allowed(mark.type, mark.attrs) })) }
      : {}),
    ...(content?.length ? { content: content.map(clean) } : {}),
  };
}

/** The editor's JSON as the server stores it: the same nodes, with only the attributes the schema takes. */
export const storedDoc = (json: JSONContent): RichDoc => clean(json) as unknown as RichDoc;
