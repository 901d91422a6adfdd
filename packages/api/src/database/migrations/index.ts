import { Foundation1763700000000 } from './1763700000000-foundation.js';
import { Accounts1763710000000 } from './1763710000000-accounts.js';
import { Ticketing1763800000000 } from './1763800000000-ticketing.js';

/** Every migration, oldest first. Landed migrations are never edited; add a new one. */
export const MIGRATIONS = [Foundation1763700000000, Accounts1763710000000, Ticketing1763800000000];
