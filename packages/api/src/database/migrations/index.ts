import { Foundation1763700000000 } from './1763700000000-foundation.js';

/** Every migration, oldest first. Landed migrations are never edited; add a new one. */
export const MIGRATIONS = [Foundation1763700000000];
