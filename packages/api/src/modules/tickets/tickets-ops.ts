import { isTicketCode } from '@fanpass/contracts';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import { SeatsService } from './seats/seats.service.js';
import { TicketsService } from './tickets.service.js';

/** Tickets after purchase: seat assignment and revocation. */
export const TICKET_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'seats',
    action: 'assign',
    args: '<event-slug> [area-code]',
    help: 'Seat every confirming ticket of the event (or one seat area), orders side by side; e-mails each holder; re-run for new sales',
    async run(context, { positionals }, out) {
      const [slug, area] = positionals;
      if (!slug) {
        out('seats assign needs an event slug, e.g. pnpm ops seats assign my-show [vip]');
        return 2;
      }
      const results = await context.get(SeatsService).assign(slug, area);
      if (!results) {
        out(area ? `No seat area ${area} in event ${slug}` : `No event ${slug}`);
        return 2;
      }
      for (const r of results) {
        out(
          `${slug}/${r.area}: ${r.assigned} seat(s) assigned${r.unseated ? `, ${r.unseated} ticket(s) left confirming: no free seat` : ''}`,
        );
      }
      return results.some((r) => r.unseated) ? 1 : 0;
    },
  },
  {
    group: 'ticket',
    action: 'revoke',
    args: '<ticket-code>',
    help: 'Revoke a ticket (abnormal accounts): unusable at once, its QR secret replaced',
    async run(context, { positionals }, out) {
      const [code] = positionals;
      if (!code || !isTicketCode(code)) {
        out('ticket revoke needs a ticket code (20 hex digits), e.g. pnpm ops ticket revoke 9F86D081884C7D659A2F');
        return 2;
      }
      if (!(await context.get(TicketsService).revoke(code))) {
        out(`No ticket ${code}, or it is already revoked`);
        return 2;
      }
      out(`Ticket ${code} revoked`);
      return 0;
    },
  },
  {
    group: 'event',
    action: 'close',
    args: '<event-slug>',
    help: 'After an event has ended: its validated tickets become redeemed',
    async run(context, { positionals }, out) {
      const [slug] = positionals;
      if (!slug) {
        out('event close needs an event slug, e.g. pnpm ops event close my-show');
        return 2;
      }
      const redeemed = await context.get(TicketsService).closeEvent(slug);
      if (redeemed === null) {
        out(`No event ${slug}, or it has not ended yet`);
        return 2;
      }
      out(`${slug}: ${redeemed} validated ticket(s) redeemed`);
      return 0;
    },
  },
];
