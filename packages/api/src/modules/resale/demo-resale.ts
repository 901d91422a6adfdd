import type { EntityManager } from 'typeorm';
import { DEFAULT_RESALE_SETTING, ResaleSetting } from './entities/resale-setting.entity.js';

/** Demo events that take resale listings (`npm start` shows "Can't go?"); the first allows returns. */
const DEMO_RESALE = ['demo-summer-live', 'demo-sold-out-gala', 'demo-real-name-showcase'] as const;

/** Turns resale on for the demo events (resale is off unless an event's settings turn it on). */
export async function seedDemoResale(tx: EntityManager, now: number): Promise<void> {
  for (const [index, slug] of DEMO_RESALE.entries()) {
    const event = (await tx.query('SELECT id FROM events WHERE slug = ?', [slug])) as { id: number }[];
    if (!event[0]) continue;
    await tx.insert(ResaleSetting, {
      ...DEFAULT_RESALE_SETTING,
      eventId: Number(event[0].id),
      enabled: true,
      refundAllowed: index === 0,
      updatedAt: now,
    });
  }
}
