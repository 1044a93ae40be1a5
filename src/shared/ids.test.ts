import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isUuid } from './ids';

const server = z.uuid();

describe('isUuid', () => {
  it.each([
    ['00000000-0000-4000-8000-000000000000', true],
    ['3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b', true],
    ['3F2B9C1E-7A4D-4E8F-9B2A-1C3D5E7F9A0B', true],
    ['00000000-0000-0000-0000-000000000000', true],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', true],
    ['', false],
    ['not-a-uuid', false],
    ['3f2b9c1e-7a4d-0e8f-9b2a-1c3d5e7f9a0b', false],
    ['3f2b9c1e-7a4d-4e8f-cb2a-1c3d5e7f9a0b', false],
    ['3f2b9c1e7a4d4e8f9b2a1c3d5e7f9a0b', false],
    [' 3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b', false],
    ['3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b\n', false],
    ['..\\users\\admin\\3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b', false],
    ['../users/admin/3f2b9c1e-7a4d-4e8f-9b2a-1c3d5e7f9a0b', false],
  ])('%j → %s, as the server decides', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
    expect(server.safeParse(value).success).toBe(expected);
  });

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['00000000-0000-4000-8000-000000000000']])
      expect(isUuid(value)).toBe(false);
  });
});
