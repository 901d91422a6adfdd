/**
 * The refetch interval of a held order's query (a ticket or merch order): a hold whose time is up
 * is ended by the server on the next read, so it is asked for again each second until it says so.
 */
export function untilHoldEnds(query: {
  state: { data: { status: string; remainingSeconds: number } | undefined };
}): number | false {
  const order = query.state.data;
  return order?.status === 'held' && order.remainingSeconds <= 0 ? 1000 : false;
}
