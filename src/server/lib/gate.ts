/**
 * At most `slots` holders at once, and at most `queue` more waiting their turn in order of arrival
 * (docs/decisions/0016-cold-rendering.md). Beyond that `enter` answers false at once: the caller refuses
 * the work rather than letting a queue, and the memory of everything in it, grow without bound.
 */
export interface Gate {
  /** Takes a slot, after waiting for one if need be; false when the queue is full (nothing was taken). */
  enter(): Promise<boolean>;
  /** Gives the slot back, to the first in the queue if anyone waits. */
  leave(): void;
  readonly active: number;
  readonly waiting: number;
}

export function createGate(slots: number, queue: number): Gate {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
    async enter() {
      if (active < slots) {
        active += 1;
        return true;
      }
      if (waiting.length >= queue) return false;
      // The slot is handed over by `leave`, so `active` does not change.
      await new Promise<void>((resolve) => waiting.push(resolve));
      return true;
    },
    leave() {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    },
  };
}
