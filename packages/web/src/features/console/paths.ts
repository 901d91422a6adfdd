/**
 * The console's routes (issue 47), outside the fan's shell: `/console` is its layout (sign-in,
 * role check, menu) and every section a lazy child. A new section adds its path here, its line in
 * contracts' CONSOLE_SECTIONS (the menu) and its screen in app/router.tsx's CONSOLE_SCREENS.
 */
export const CONSOLE_PATHS = {
  root: '/console',
  events: '/console/events',
  eventNew: '/console/events/new',
  event: '/console/events/:eventId',
  eventSales: '/console/events/:eventId/sales',
  eventCheckin: '/console/events/:eventId/checkin',
  checkin: '/console/checkin',
  orders: '/console/orders',
  order: '/console/orders/:orderNo',
  roles: '/console/roles',
  audit: '/console/audit',
  communication: '/console/communication',
  merch: '/console/merch',
  support: '/console/support',
  supportEnquiry: '/console/support/:ref',
  giveaway: '/console/giveaway',
} as const;

/** A path with its `:params` filled. */
export function consolePath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
