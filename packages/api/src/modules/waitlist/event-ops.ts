import { readFileSync } from 'node:fs';
import type { INestApplicationContext } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { OpsCommand } from '../../common/ops/ops-command.js';
import type { AppConfig } from '../../config/config.js';
import { refusalsPrinted } from '../../common/ops/refusal.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { opsActor } from '../audit/index.js';
import { EventsRepository, parseEventFile } from '../events/index.js';
import { CatalogueService } from './catalogue.service.js';
import { parseQueueImport, QueueSettingsService } from '../queue/index.js';

/**
 * A further part of each event in an event file that another module reads and applies (resale
 * settings, say), composed by ops/commands.ts: its problems stop the import like any other; it is
 * applied in the import's transaction and answers lines to print.
 */
export interface EventImportStep {
  parse(raw: unknown): {
    problems: string[];
    apply(context: INestApplicationContext, tx: EntityManager): Promise<string[]>;
  };
}

/**
 * Organisers' catalogue commands. They live with the waiting list because they compose it with the
 * events and their seat layouts: seat areas whose capacity grows offer their new seats to the
 * waiting list in the same transaction.
 */
export function eventOpsCommands(steps: EventImportStep[] = []): OpsCommand[] {
  return [
    {
      group: 'event',
      action: 'import',
      args: '<file.json>',
      help: 'Create or update events by slug (seat areas by code); lists every problem in the file',
      audited: true,
      async run(context, { positionals }, out) {
        const [file] = positionals;
        if (!file) {
          out('event import needs a JSON file, e.g. pnpm ops event import events.json');
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
        const { events, problems: eventProblems } = parseEventFile(raw, { currency: config.currency });
        const queues = parseQueueImport(raw);
        const parts = steps.map((step) => step.parse(raw));
        const problems = [...eventProblems, ...queues.problems, ...parts.flatMap((p) => p.problems)];
        if (problems.length) {
          out(`${file} has ${problems.length} problem(s); nothing was imported:`);
          for (const p of problems) out(`  - ${p}`);
          return 2;
        }
        const change = await context.get(CatalogueService).importEvents(opsActor(), events, async (tx) => {
          const lines = await context.get(QueueSettingsService).applyImported(tx, queues.bySlug);
          for (const part of parts) lines.push(...(await part.apply(context, tx)));
          return lines;
        });
        const result = { imported: change.result, queued: change.lines, offered: change.offered };
        if (result.imported.problems.length) {
          out('Nothing was imported:');
          for (const p of result.imported.problems) out(`  - ${p}`);
          return 2;
        }
        out(`Created ${result.imported.created.length}: ${result.imported.created.join(', ') || '-'}`);
        out(`Updated ${result.imported.updated.length}: ${result.imported.updated.join(', ') || '-'}`);
        if (result.offered) out(`Offered ${result.offered} new seat(s) to the waiting list`);
        for (const line of result.queued) out(line);
        return 0;
      },
    },
    {
      group: 'event',
      action: 'capacity',
      args: '<slug> <ticket-type-code> <capacity>',
      help: 'Set a seat area capacity (never below sold + held); new seats go to the waiting list first',
      audited: true,
      async run(context, { positionals }, out) {
        const [slug, code, value] = positionals;
        const capacity = Number(value);
        if (!slug || !code || !Number.isInteger(capacity) || capacity < 0) {
          out(
            'event capacity needs a slug, a seat-area code and a whole number, e.g. pnpm ops event capacity my-show vip 120',
          );
          return 2;
        }
        const event = await context.get(EventsRepository).findEventBySlug(slug);
        if (!event) {
          out(`No seat area ${code} in event ${slug}`);
          return 2;
        }
        return refusalsPrinted(out, async () => {
          const { offered } = await context.get(CatalogueService).setCapacity(opsActor(), event, code, capacity);
          out(
            `${slug}/${code}: capacity ${capacity}${offered ? `, ${offered} seat(s) offered to the waiting list` : ''}`,
          );
          return 0;
        });
      },
    },
  ];
}
/** The catalogue commands without further import steps. */
export const EVENT_OPS_COMMANDS: OpsCommand[] = eventOpsCommands();
