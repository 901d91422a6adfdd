import { readFileSync } from 'node:fs';
import type { AppConfig } from '../../config/config.js';
import { TransactionRunner } from '../../database/transaction.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import { parseMerchFile } from './merch-import.js';
import { MerchFulfilmentService, type ShipOutcome } from './merch-fulfilment.service.js';
import { MerchStockService } from './merch-stock.service.js';
import { MerchService } from './merch.service.js';

/** Thrown to roll an import back when the database found problems the file did not show. */
class ImportProblems extends Error {
  constructor(readonly problems: string[]) {
    super('merch import problems');
  }
}

function explain(orderNo: string, outcome: ShipOutcome, status: string | undefined, wanted: string): string {
  switch (outcome) {
    case 'not-found':
      return `No merch order ${orderNo}`;
    case 'not-delivery':
      return `${orderNo} is a pick-up order: it is collected at the counter, not shipped`;
    case 'wrong-status':
      return `${orderNo} is ${status ?? '?'}: only a ${wanted} order can move on`;
    case 'done':
      return '';
  }
}

/** Organisers' merch commands: import the catalogue, ship and deliver orders (each e-mails the fan). */
export const MERCH_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'merch',
    action: 'import',
    args: '<file.json>',
    help: 'Create or update merch items by slug (variants by code); lists every problem in the file',
    async run(context, { positionals }, out) {
      const [file] = positionals;
      if (!file) {
        out('merch import needs a JSON file, e.g. pnpm ops merch import merch.json');
        return 2;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(readFileSync(file, 'utf8'));
      } catch (error) {
        out(`Cannot read ${file}: ${(error as Error).message}`);
        return 2;
      }
      const config = context.get<AppConfig>(APP_CONFIG);
      const { items, problems } = parseMerchFile(raw, { currency: config.currency });
      if (problems.length) {
        out(`${file} has ${problems.length} problem(s); nothing was imported:`);
        for (const p of problems) out(`  - ${p}`);
        return 2;
      }
      try {
        const result = await context.get(TransactionRunner).withTransaction(async (tx) => {
          const imported = await context.get(MerchService).importItems(tx, items);
          if (imported.problems.length) throw new ImportProblems(imported.problems);
          return imported;
        });
        out(`Created ${result.created.length}: ${result.created.join(', ') || '-'}`);
        out(`Updated ${result.updated.length}: ${result.updated.join(', ') || '-'}`);
        return 0;
      } catch (error) {
        if (!(error instanceof ImportProblems)) throw error;
        out(`${file} has ${error.problems.length} problem(s); nothing was imported:`);
        for (const p of error.problems) out(`  - ${p}`);
        return 2;
      }
    },
  },
  {
    group: 'merch',
    action: 'stock',
    args: '<item-slug> <variant-code> <stock>',
    help: "Set a variant's stock (every unit: left, sold and held); never below what is sold and held",
    async run(context, { positionals }, out) {
      const [slug, code, raw] = positionals.map((a) => a.trim());
      const stock = Number(raw);
      if (!slug || !code || !Number.isSafeInteger(stock) || stock < 0 || stock > 1_000_000) {
        out(
          'merch stock needs an item slug, a variant code and a whole number, e.g. pnpm ops merch stock tour-tee m 120',
        );
        return 2;
      }
      const service = context.get(MerchStockService);
      const variant = await service.variantByCode(slug, code);
      if (!variant) {
        out(`No variant ${code} of merch item ${slug}`);
        return 1;
      }
      const result = await service.setStock(opsActor(), variant.id, stock);
      if (result.outcome === 'below-taken') {
        out(`${slug} ${code}: ${stock} is below the ${result.taken} units already sold or held`);
        return 1;
      }
      if (result.outcome === 'not-found') {
        out(`No variant ${code} of merch item ${slug}`);
        return 1;
      }
      out(
        `${slug} ${code}: stock ${result.row.stock} (${result.row.left} left, ${result.row.sold} sold, ${result.row.held} held)`,
      );
      return 0;
    },
  },
  {
    group: 'merch',
    action: 'ship',
    args: '<orderNo> <carrier> <tracking>',
    help: "Mark a paid delivery order as shipped ('delivery in progress') and e-mail the fan",
    async run(context, { positionals }, out) {
      const [orderNo, carrier, tracking] = positionals.map((a) => a.trim());
      if (!orderNo || !carrier || !tracking || carrier.length > 60 || tracking.length > 60) {
        out('merch ship needs an order number, a carrier and a tracking number, e.g. pnpm ops merch ship M… SF 123456');
        return 2;
      }
      const { outcome, order } = await context.get(MerchFulfilmentService).ship(opsActor(), orderNo, carrier, tracking);
      if (outcome !== 'done') {
        out(explain(orderNo, outcome, order?.status, 'paid'));
        return 1;
      }
      out(`${orderNo} shipped with ${carrier} ${tracking}; the fan was e-mailed`);
      return 0;
    },
  },
  {
    group: 'merch',
    action: 'deliver',
    args: '<orderNo>',
    help: 'Mark a shipped order as delivered and e-mail the fan',
    async run(context, { positionals }, out) {
      const [orderNo] = positionals;
      if (!orderNo) {
        out('merch deliver needs an order number, e.g. pnpm ops merch deliver M…');
        return 2;
      }
      const { outcome, order } = await context.get(MerchFulfilmentService).deliver(opsActor(), orderNo.trim());
      if (outcome !== 'done') {
        out(explain(orderNo, outcome, order?.status, 'shipped'));
        return 1;
      }
      out(`${orderNo} delivered; the fan was e-mailed`);
      return 0;
    },
  },
];
