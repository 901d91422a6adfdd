/** The lowest price of the seat areas that still have seats, null when none has. */
export function lowestAvailablePrice(types: readonly { price: number; available: number }[]): number | null {
  const open = types.filter((type) => type.available > 0).map((type) => type.price);
  return open.length ? Math.min(...open) : null;
}
