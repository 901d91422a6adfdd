import type { INestApplicationContext } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LANGUAGES, type Language } from '@fanpass/contracts';
import { NoticesService, type NoticeTranslations, RepairService } from '../modules/basic/index.js';
import { ACCOUNT_OPS_COMMANDS } from '../modules/users/account-ops.js';
import { GATE_OPS_COMMANDS } from '../modules/gate/index.js';
import { ENQUIRIES_OPS_COMMANDS } from '../modules/support/index.js';
import { MERCH_OPS_COMMANDS } from '../modules/merch/index.js';
import { VOUCHER_OPS_COMMANDS } from '../modules/vouchers/index.js';
import { GIVEAWAY_OPS_COMMANDS } from '../modules/giveaway/index.js';
import { PARTNER_OPS_COMMANDS } from '../modules/partners/index.js';
import { EVENT_OPS_COMMANDS } from './event-commands.js';
import { PAYMENT_OPS_COMMANDS } from './payment-commands.js';
import { Invariants } from './invariants.js';
import { TICKET_OPS_COMMANDS } from './ticket-commands.js';
import { WALLET_OPS_COMMANDS } from './wallet-commands.js';

/** One operations command: `pnpm ops <group> <action> <args>`. */
export interface OpsCommand {
  group: string;
  action: string;
  args: string;
  help: string;
  run(context: INestApplicationContext, args: string[], out: (line: string) => void): Promise<number>;
}

/**
 * `notice set` arguments: the English title and content (words after the title join into the
 * content), then `--<lang> "title" "content"` for each other language; missing ones show English.
 */
export function parseNoticeArgs(
  args: string[],
): { title: string; content: string; translations: NoticeTranslations } | string {
  const usage =
    'notice set needs a title and a content, e.g. pnpm ops notice set "Doors" "Doors open at 18:00" --th "ประตู" "ประตูเปิด 18:00"';
  const firstFlag = args.findIndex((a) => a.startsWith('--'));
  const english = firstFlag === -1 ? args : args.slice(0, firstFlag);
  const [title, ...rest] = english;
  const content = rest.join(' ').trim();
  if (!title?.trim() || !content) return usage;
  const translations: NoticeTranslations = {};
  for (let i = firstFlag === -1 ? args.length : firstFlag; i < args.length; i += 3) {
    const lang = args[i]!.slice(2) as Language;
    const [t, c] = [args[i + 1]?.trim(), args[i + 2]?.trim()];
    if (!LANGUAGES.includes(lang) || lang === 'en_US') return `${args[i]!}: not one of --zh --zh_tw --th --vi --ms`;
    if (!t || !c || t.startsWith('--') || c.startsWith('--')) return `${args[i]!} needs a title and a content`;
    translations[lang] = { title: t, content: c };
  }
  return { title: title.trim(), content, translations };
}

/** Every operations command; domains add theirs here. */
export const OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'repair',
    action: 'on',
    args: '"message"',
    help: 'Turn repair mode on: every call answers 503/9999 with the message',
    async run(context, args, out) {
      const message = args.join(' ').trim();
      if (!message) {
        out('repair on needs a message, e.g. pnpm ops repair on "Back at 22:00"');
        return 2;
      }
      await context.get(RepairService).turnOn(message);
      out(`Repair mode is on: ${message}`);
      return 0;
    },
  },
  {
    group: 'repair',
    action: 'off',
    args: '',
    help: 'Turn repair mode off',
    async run(context, _args, out) {
      await context.get(RepairService).turnOff();
      out('Repair mode is off');
      return 0;
    },
  },
  {
    group: 'repair',
    action: 'status',
    args: '',
    help: 'Show whether repair mode is on',
    async run(context, _args, out) {
      const state = await context.get(RepairService).current();
      out(
        state.on
          ? `Repair mode is on since ${new Date(state.since!).toISOString()}: ${state.message}`
          : 'Repair mode is off',
      );
      return 0;
    },
  },
  {
    group: 'notice',
    action: 'set',
    args: '"title" "content" [--<lang> "title" "content"]…',
    help: 'Publish a server notice (replaces the current one): English, then any of --zh --zh_tw --th --vi --ms',
    async run(context, args, out) {
      const parsed = parseNoticeArgs(args);
      if (typeof parsed === 'string') {
        out(parsed);
        return 2;
      }
      const notice = await context.get(NoticesService).publish(parsed.title, parsed.content, parsed.translations);
      out(`Notice ${notice.id} published`);
      return 0;
    },
  },
  {
    group: 'notice',
    action: 'clear',
    args: '',
    help: 'Withdraw the current server notice',
    async run(context, _args, out) {
      const count = await context.get(NoticesService).withdraw();
      out(count ? 'Notice withdrawn' : 'There was no notice');
      return 0;
    },
  },
  {
    group: 'verify',
    action: '',
    args: '',
    help: 'Check every database invariant (seats, tickets, purchase counters, callbacks); non-zero on a breach',
    async run(context, _args, out) {
      const breaches = await new Invariants(context.get(DataSource)).breaches();
      for (const breach of breaches) out(`BREACH ${breach}`);
      out(breaches.length ? `${breaches.length} invariant breaches` : 'every invariant holds');
      return breaches.length ? 1 : 0;
    },
  },
  ...ACCOUNT_OPS_COMMANDS,
  ...EVENT_OPS_COMMANDS,
  ...PAYMENT_OPS_COMMANDS,
  ...TICKET_OPS_COMMANDS,
  ...GATE_OPS_COMMANDS,
  ...ENQUIRIES_OPS_COMMANDS,
  ...WALLET_OPS_COMMANDS,
  ...MERCH_OPS_COMMANDS,
  ...VOUCHER_OPS_COMMANDS,
  ...GIVEAWAY_OPS_COMMANDS,
  ...PARTNER_OPS_COMMANDS,
];
