import { describe, expect, it, vi } from 'vitest';
import { createGate } from './gate';

describe('a gate', () => {
  it('lets `slots` in at once, queues the next in order, and refuses past the queue', async () => {
    const gate = createGate(2, 2);
    expect(await gate.enter()).toBe(true);
    expect(await gate.enter()).toBe(true);
    const order: number[] = [];
    const third = gate.enter().then((entered) => order.push(3) && entered);
    const fourth = gate.enter().then((entered) => order.push(4) && entered);
    expect(await gate.enter()).toBe(false);
    expect([gate.active, gate.waiting]).toEqual([2, 2]);

    gate.leave();
    expect(await third).toBe(true);
    expect(order).toEqual([3]);
    gate.leave();
    expect(await fourth).toBe(true);
    expect(order).toEqual([3, 4]);
    expect([gate.active, gate.waiting]).toEqual([2, 0]);

    gate.leave();
    gate.leave();
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
    expect(await gate.enter()).toBe(true);
  });

  it('refuses a wait that runs past its time, and gives the slot to the next one waiting', async () => {
    vi.useFakeTimers();
    try {
      const gate = createGate(1, 4, 1000);
      expect(await gate.enter()).toBe(true);
      const late = gate.enter();
      await vi.advanceTimersByTimeAsync(600);
      const next = gate.enter();
      await vi.advanceTimersByTimeAsync(500);
      expect(await late).toBe(false);
      expect([gate.active, gate.waiting]).toEqual([1, 1]);
      gate.leave();
      expect(await next).toBe(true);
      expect([gate.active, gate.waiting]).toEqual([1, 0]);
      // The turn given before its time ran out stays given.
      await vi.advanceTimersByTimeAsync(2000);
      gate.leave();
      expect([gate.active, gate.waiting]).toEqual([0, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});
