/** Shapes several domains answer with. */

/** The page a list call asks for: 1-based `page`, `pageSize` items (PAGE_SIZE). */
export interface PageParams {
  page?: number;
  pageSize?: number;
}

/** Items per page when the caller does not say, and the most a caller may ask for. */
export const PAGE_SIZE = { default: 20, max: 100 } as const;

/** One page of a list: GET /event/list, /order/myOrders. */
export interface Page<T> {
  list: T[];
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** What a delete answers: the id that is gone. */
export interface DeletedView {
  id: number;
}
