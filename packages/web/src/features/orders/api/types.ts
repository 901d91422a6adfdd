/** A ticket order as the order calls answer it (shared with the API). */
export type { OrderView } from '@fanpass/contracts';
