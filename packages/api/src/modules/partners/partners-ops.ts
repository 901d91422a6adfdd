import type { OpsCommand, OpsInput } from '../../common/ops/ops-command.js';
import { type IssuedKey, PartnerKeysService } from './partner-keys.service.js';

/** `--rate N`: N, undefined when absent, or a problem. */
function rateOf(values: OpsInput['values']): number | undefined | string {
  if (values.rate === undefined) return undefined;
  const value = Number(values.rate);
  return Number.isInteger(value) && value >= 1 && value <= 1_000_000
    ? value
    : '--rate needs a whole number of requests per minute from 1 to 1000000';
}

function printKey(issued: IssuedKey, out: (line: string) => void): void {
  out(`partner ${issued.partner}: ${issued.ratePerMinute} requests per minute`);
  out(`  keyId: ${issued.keyId}`);
  out(`  key:   ${issued.key}`);
  out('The key is shown this once: hand it to the partner over a secure channel (docs/api.md).');
}

/** `partner add` and `partner rotate`: a name and an optional --rate, then the key printed once. */
function issuing(
  action: string,
  help: string,
  issue: (keys: PartnerKeysService, name: string, rate: number | undefined) => Promise<IssuedKey | string>,
): OpsCommand {
  return {
    group: 'partner',
    action,
    args: '<name> [--rate N]',
    help,
    options: { rate: { type: 'string' } },
    async run(context, { positionals, values }, out) {
      const [name] = positionals;
      const rate = rateOf(values);
      if (!name || typeof rate === 'string') {
        out(
          typeof rate === 'string'
            ? rate
            : `partner ${action} needs a name, e.g. pnpm ops partner ${action} acme-tickets`,
        );
        return 2;
      }
      const issued = await issue(context.get(PartnerKeysService), name, rate);
      if (typeof issued === 'string') {
        out(issued);
        return 2;
      }
      printKey(issued, out);
      return 0;
    },
  };
}

/** `pnpm ops partner add|rotate|revoke|list`. */
export const PARTNER_OPS_COMMANDS: OpsCommand[] = [
  issuing(
    'add',
    'Issue a key to a new partner (printed once); N requests per minute (default PARTNER_RATE_LIMIT)',
    (keys, name, rate) => keys.add(name, rate),
  ),
  issuing(
    'rotate',
    'Issue a new key to a partner (printed once); the old key is refused at once (8001)',
    (keys, name, rate) => keys.rotate(name, rate),
  ),
  {
    group: 'partner',
    action: 'revoke',
    args: '<name>',
    help: 'Revoke every key of a partner; its calls are refused (8001)',
    async run(context, { positionals }, out) {
      const [name] = positionals;
      if (!name) {
        out('partner revoke needs a name, e.g. pnpm ops partner revoke acme-tickets');
        return 2;
      }
      const count = await context.get(PartnerKeysService).revoke(name);
      if (!count) {
        out(`${name}: no active key`);
        return 2;
      }
      out(`partner ${name}: ${count} key${count === 1 ? '' : 's'} revoked`);
      return 0;
    },
  },
  {
    group: 'partner',
    action: 'list',
    args: '',
    help: 'Every partner key: id, partner, rate, issued, retired (keys themselves are never shown again)',
    async run(context, _input, out) {
      const rows = await context.get(PartnerKeysService).list();
      if (!rows.length) out('no partner keys');
      for (const r of rows) {
        const state =
          r.retiredAt === null ? 'active' : `${r.retiredWhy ?? 'retired'} ${new Date(r.retiredAt).toISOString()}`;
        out(
          `${r.keyId}  ${r.partner}  ${r.ratePerMinute}/min  issued ${new Date(r.createdAt).toISOString()}  ${state}`,
        );
      }
      return 0;
    },
  },
];
