import { describe, expect, it } from 'vitest';

describe('tests/setup.ts', () => {
  it('makes a test that asserts nothing fail (expect.hasAssertions before each test)', () => {
    expect(expect.getState().isExpectingAssertions).toBe(true);
  });
});
