import { LANGUAGES, type Language } from '@fanpass/contracts';
import type { OpsCommand, OpsInput } from '../../common/ops/ops-command.js';
import { opsActor } from '../audit/index.js';
import { type NoticeTranslations, NoticesService } from './notices.service.js';
import { RepairService } from './repair.service.js';

/** The languages a notice may add beside English: `--zh "title" "content"`… */
const OTHER_LANGUAGES = LANGUAGES.filter((lang): lang is Exclude<Language, 'en_US'> => lang !== 'en_US');

/**
 * `notice set` arguments: the English title and content (words after the title join into the
 * content), then `--<lang> "title" "content"` for each other language (the option's value is the
 * title, the word after it the content); missing ones show English.
 */
export function parseNoticeArgs({
  tokens,
}: Pick<OpsInput, 'tokens'>): { title: string; content: string; translations: NoticeTranslations } | string {
  const usage =
    'notice set needs a title and a content, e.g. pnpm ops notice set "Doors" "Doors open at 18:00" --th "ประตู" "ประตูเปิด 18:00"';
  const firstOption = tokens.findIndex((t) => t.kind !== 'positional');
  const english = (firstOption === -1 ? tokens : tokens.slice(0, firstOption)).flatMap((t) =>
    t.kind === 'positional' ? [t.value] : [],
  );
  const [title, ...rest] = english;
  const content = rest.join(' ').trim();
  if (!title?.trim() || !content) return usage;
  const translations: NoticeTranslations = {};
  for (let i = firstOption === -1 ? tokens.length : firstOption; i < tokens.length; i += 2) {
    const option = tokens[i]!;
    const next = tokens[i + 1];
    if (option.kind !== 'option') return usage;
    const t = option.value?.trim();
    const c = next?.kind === 'positional' ? next.value.trim() : undefined;
    if (!t || !c) return `--${option.name} needs a title and a content`;
    translations[option.name as Exclude<Language, 'en_US'>] = { title: t, content: c };
  }
  return { title: title.trim(), content, translations };
}

/** Repair mode and the server notice: what every fan sees before anything else. */
export const BASIC_OPS_COMMANDS: OpsCommand[] = [
  {
    group: 'repair',
    action: 'on',
    args: '"message"',
    help: 'Turn repair mode on: every call answers 503/9999 with the message',
    async run(context, { positionals }, out) {
      const message = positionals.join(' ').trim();
      if (!message) {
        out('repair on needs a message, e.g. pnpm ops repair on "Back at 22:00"');
        return 2;
      }
      await context.get(RepairService).turnOn(opsActor(), message);
      out(`Repair mode is on: ${message}`);
      return 0;
    },
  },
  {
    group: 'repair',
    action: 'off',
    args: '',
    help: 'Turn repair mode off',
    async run(context, _input, out) {
      await context.get(RepairService).turnOff(opsActor());
      out('Repair mode is off');
      return 0;
    },
  },
  {
    group: 'repair',
    action: 'status',
    args: '',
    help: 'Show whether repair mode is on',
    async run(context, _input, out) {
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
    options: Object.fromEntries(OTHER_LANGUAGES.map((lang) => [lang, { type: 'string' as const }])),
    async run(context, input, out) {
      const parsed = parseNoticeArgs(input);
      if (typeof parsed === 'string') {
        out(parsed);
        return 2;
      }
      const notice = await context
        .get(NoticesService)
        .publish(opsActor(), parsed.title, parsed.content, parsed.translations);
      out(`Notice ${notice.id} published`);
      return 0;
    },
  },
  {
    group: 'notice',
    action: 'clear',
    args: '',
    help: 'Withdraw the current server notice',
    async run(context, _input, out) {
      const count = await context.get(NoticesService).withdraw(opsActor());
      out(count ? 'Notice withdrawn' : 'There was no notice');
      return 0;
    },
  },
];
