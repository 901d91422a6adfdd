import type { ValueTransformer } from 'typeorm';

/**
 * BIGINT columns (money in minor units, epoch-millisecond times) as JS numbers. MySQL's driver
 * hands BIGINT back as a string; every value we keep stays far below 2^53.
 */
export const bigintNumber: ValueTransformer = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? value : Number(value)),
};

/** Options for a BIGINT column read as a number. */
export const BIGINT = { type: 'bigint', transformer: bigintNumber } as const;
