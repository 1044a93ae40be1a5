/**
 * Work to finish while the session still stands, when the reader signs out: a draft's changes typed in the
 * last second go to the server (docs/product.md#drafts) before the copies on the device are removed. A task
 * that takes longer than `MAX_WAIT_MS` is left behind; signing out never hangs on it.
 */
const tasks = new Set<() => Promise<unknown>>();
const MAX_WAIT_MS = 5000;

/** Adds a task for every sign-out until the returned function removes it. */
export function beforeSignOut(task: () => Promise<unknown>): () => void {
  tasks.add(task);
  return () => {
    tasks.delete(task);
  };
}

export async function runBeforeSignOut(): Promise<void> {
  if (tasks.size === 0) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, MAX_WAIT_MS);
  });
  const all = Promise.allSettled([...tasks].map((task) => task()));
  await Promise.race([all, limit]);
  clearTimeout(timer);
}
