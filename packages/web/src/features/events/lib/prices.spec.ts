import { describe, expect, it } from 'vitest';
import { lowestAvailablePrice } from './prices';

describe('event page prices', () => {
  it('takes the lowest price among the seat areas that still have seats', () => {
    expect(
      lowestAvailablePrice([
        { price: 90_000_00, available: 0 },
        { price: 150_000_00, available: 3 },
        { price: 120_000_00, available: 1 },
      ]),
    ).toBe(120_000_00);
    expect(lowestAvailablePrice([{ price: 1, available: 0 }])).toBeNull();
  });
});
