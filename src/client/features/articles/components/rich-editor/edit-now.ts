import type { ChainedCommands, Editor } from '@tiptap/react';

/**
 * Runs a change asked for from the toolbar or a panel, with the keyboard back in the text first. Tiptap's
 * own `focus()` waits for the next frame and then writes the selection it holds onto the page: keys pressed
 * meanwhile (a quick typist, a busy phone) would land on the button that was pressed, and a selection
 * widened with Shift and the arrows in that time would be put back as it was.
 */
export function editNow(editor: Editor, change: (chain: ChainedCommands) => ChainedCommands = (c) => c) {
  if (editor.isDestroyed) return;
  editor.view.focus();
  change(editor.chain()).run();
}
