import { describe, expect, it } from 'vitest';
import { KEYS_CHECKED_ON_DEMAND } from './schemas-on-demand';
import { storedSchemas } from './stored-schemas';

describe('the schemas checked on demand', () => {
  // A key the start-up does not look for would read unchecked (empty) on a return visit; a schema nobody's key names is dead weight.
  it('are the schemas of exactly the keys the start-up looks for', () => {
    expect(Object.keys(storedSchemas).sort()).toEqual(KEYS_CHECKED_ON_DEMAND.map(([, key]) => key).sort());
  });
});
