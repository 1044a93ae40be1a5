/**
 * At most `slots` holders at once, and at most `queue` more waiting their turn in order of arrival
 * (docs/decisions/0016-cold-rendering.md). Beyond that `enter` answers false at once: the caller refuses
 * the work rather than letting a queue, and the memory of everything in it, grow without bound. A wait is
 * bounded in time too: after `maxWaitMs` in the queue `enter` answers false, so an overloaded server says
 * "come back" within that time instead of holding a request for as long as the queue takes to drain.
 */
export interface Gate {
  /**
   * Takes a slot, after waiting for one if need be; false when the queue is full or the wait ran past
   * `maxWaitMs` (nothing was taken).
   */
  enter(): Promise<boolean>;
  /** Gives the slot back, to the first in the queue if anyone waits. */
  leave(): void;
  readonly active: number;
  readonly waiting: number;
}

export function createGate(slots: number, queue: number, maxWaitMs = Number.POSITIVE_INFINITY): Gate {
  let active = 0;
  const waiting: ((entered: boolean) => void)[] = [];
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
      // The slot is handed over by `leave`, so `active` does not change; a wait that runs out leaves the
      // queue and takes nothing.
      return new Promise<boolean>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const turn = (entered: boolean) => {
          clearTimeout(timer);
          resolve(entered);
        };
        waiting.push(turn);
        if (Number.isFinite(maxWaitMs)) {
          timer = setTimeout(() => {
            const place = waiting.indexOf(turn);
            if (place >= 0) waiting.splice(place, 1);
            resolve(false);
          }, maxWaitMs);
        }
      });
    },
    leave() {
      const next = waiting.shift();
      if (next) next(true);
      else active -= 1;
    },
  };
}
