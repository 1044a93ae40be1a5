import { describe, expect, it } from 'vitest';
import { planPeriodLabel } from './plans';

describe('planPeriodLabel', () => {
  it('names the plan and its period', () => {
    expect(planPeriodLabel('premium', 7)).toBe('Premium · 7 days');
    expect(planPeriodLabel('family', 30)).toBe('Family · 30 days');
    expect(planPeriodLabel('free', 30)).toBe('Free · 30 days');
    expect(planPeriodLabel('premium', 365)).toBe('Premium · 1 year');
  });

  it('shows an unknown plan by its id', () => {
    expect(planPeriodLabel('gold', 7)).toBe('gold · 7 days');
  });
});
