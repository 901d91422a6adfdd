import { DEFAULT_GIVEAWAY_RULES } from '@fanpass/contracts';
import type { EntityManager } from 'typeorm';
import { Campaign } from './entities/campaign.entity.js';

const DAY = 86_400_000;

/** The demo's running campaign: 60 days from the first start, the rules of spec §9. */
export async function seedDemoCampaign(tx: EntityManager, now: number): Promise<void> {
  await tx.insert(Campaign, {
    slug: 'fanpass-launch',
    name: 'Fanpass launch giveaway',
    prizes: JSON.stringify([
      { name: 'Two VIP concert tickets', quantity: 1 },
      { name: '100.000 VND voucher', quantity: 5, voucher: { kind: 'fixed', value: 10_000_000, validDays: 30 } },
    ]),
    rules: JSON.stringify(DEFAULT_GIVEAWAY_RULES),
    startsAt: now - DAY,
    endsAt: now + 60 * DAY,
    seed: null,
    seedHash: null,
    committedAt: null,
    participants: null,
    winners: null,
    drawnAt: null,
    createdAt: now,
  });
}
