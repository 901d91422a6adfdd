import type { QueueMethod } from '@fanpass/contracts';
import { settingsProblems, type QueueSettingsInput } from './queue-settings.service.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The `queue` object of each event in an event file (`pnpm ops event import`): the same settings
 * as `queue set` (`enabled`, `method`, `prequeueOpensAt` as ISO time or epoch ms, `ratePerMinute`,
 * `maxActive`, `admissionSeconds`), by event slug, or every problem with them.
 */
export function parseQueueImport(raw: unknown): { bySlug: Map<string, QueueSettingsInput>; problems: string[] } {
  const list: unknown[] = Array.isArray(raw) ? raw : isObject(raw) && Array.isArray(raw.events) ? raw.events : [raw];
  const bySlug = new Map<string, QueueSettingsInput>();
  const problems: string[] = [];
  list.forEach((item, i) => {
    if (!isObject(item) || item.queue === undefined) return;
    const at = `events[${i}].queue`;
    const q = item.queue;
    if (!isObject(q) || typeof item.slug !== 'string') {
      problems.push(`${at}: must be an object of waiting-room settings`);
      return;
    }
    const opens = q.prequeueOpensAt;
    const input: QueueSettingsInput = {
      enabled: q.enabled === undefined ? true : q.enabled === true,
      method: q.method as QueueMethod | undefined,
      prequeueOpensAt: opens === undefined ? undefined : typeof opens === 'number' ? opens : Date.parse(String(opens)),
      ratePerMinute: q.ratePerMinute as number | undefined,
      maxActive: q.maxActive as number | undefined,
      admissionSeconds: q.admissionSeconds as number | undefined,
    };
    if (q.enabled !== undefined && typeof q.enabled !== 'boolean') problems.push(`${at}.enabled: true or false`);
    problems.push(...settingsProblems(input).map((p) => `${at}.${p}`));
    bySlug.set(item.slug.trim(), input);
  });
  return { bySlug, problems };
}
