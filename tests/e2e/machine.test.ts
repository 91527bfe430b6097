import { describe, expect, it } from 'vitest';
import { workersFor } from './machine';

describe('browser workers for the machine’s pace', () => {
  it('runs one more than the cores on an idle machine, one per core on a slow one', () => {
    expect(workersFor(2, 1)).toBe(3);
    expect(workersFor(2, 1.3)).toBe(3);
    expect(workersFor(2, 3.3)).toBe(2);
    expect(workersFor(4, 2)).toBe(4);
  });

  it('leaves a core to everything else on a swamped machine, but never fewer than two browsers on two cores', () => {
    expect(workersFor(2, 4.8)).toBe(2);
    expect(workersFor(4, 5)).toBe(3);
    expect(workersFor(1, 5)).toBe(1);
  });
});
