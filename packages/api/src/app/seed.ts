import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { hashSecret } from '../infra/passwords.js';
import { Setting } from '../modules/basic/entities/setting.entity.js';
import { Notice } from '../modules/basic/entities/notice.entity.js';

/** The demo notice in the other five languages (English is the row's own text). */
const WELCOME_NOTICE = {
  zh: { title: '欢迎来到 Fanpass', content: '门票、官方周边和您的 Fan Pay 钱包，尽在一处。' },
  zh_tw: { title: '歡迎來到 Fanpass', content: '門票、官方周邊和您的 Fan Pay 錢包，盡在一處。' },
  th: { title: 'ยินดีต้อนรับสู่ Fanpass', content: 'บัตร สินค้าทางการ และกระเป๋าเงิน Fan Pay ของคุณในที่เดียว' },
  vi: { title: 'Chào mừng đến với Fanpass', content: 'Vé, hàng chính hãng và ví Fan Pay của bạn ở cùng một nơi.' },
  ms: { title: 'Selamat datang ke Fanpass', content: 'Tiket, barangan rasmi dan dompet Fan Pay anda di satu tempat.' },
};
import { User } from '../modules/users/entities/user.entity.js';
import { seedDemoArtists, seedDemoEvents } from '../modules/events/demo-events.js';
import { seedDemoMerch } from '../modules/merch/index.js';
import { seedDemoCampaign } from '../modules/giveaway/demo-campaign.js';
import { seedDemoResale } from '../modules/resale/index.js';
import { seedDemoConsole } from '../modules/roles/index.js';

/** The demo accounts `npm start` prints. */
export const DEMO_ACCOUNTS = [
  { email: 'fan@fanpass.local', password: 'Fanpass1!', nickname: 'Demo Fan', payPassword: '123456', phone: '66123456' },
  {
    email: 'friend@fanpass.local',
    password: 'Fanpass1!',
    nickname: 'Demo Friend',
    payPassword: '123456',
    phone: '66123457',
  },
] as const;

export interface SeedStep {
  /** Runs once per database; the name is remembered in settings. */
  name: string;
  run(tx: EntityManager, now: number): Promise<void>;
}

/** Later domains append their demo data as new steps; a landed step is never changed. */
export const SEED_STEPS: SeedStep[] = [
  {
    name: 'demo-accounts',
    async run(tx, now) {
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        await tx.insert(User, {
          uuid: randomUUID(),
          email: account.email,
          passwordHash: await hashSecret(account.password),
          nickname: account.nickname,
          avatar: `avatar-${index + 1}`,
          areaCode: '853',
          phone: account.phone,
          phoneVerified: true,
          verifiedPhone: `+853${account.phone}`,
          payPasswordHash: await hashSecret(account.payPassword),
          payPasswordFailures: 0,
          payLockedUntil: null,
          inviteCode: `DEMO${index + 1}`.padEnd(8, '0'),
          invitedBy: null,
          status: 'active',
          role: 'fan',
          createdAt: now,
          updatedAt: now,
        });
      }
    },
  },
  {
    name: 'welcome-notice',
    async run(tx, now) {
      await tx.insert(Notice, {
        title: 'Welcome to Fanpass',
        content: 'Tickets, official merch and your Fan Pay wallet in one place.',
        translations: JSON.stringify(WELCOME_NOTICE),
        active: true,
        createdAt: now,
      });
    },
  },
  { name: 'demo-events', run: (tx, now) => seedDemoEvents(tx, now) },
  { name: 'demo-merch', run: (tx, now) => seedDemoMerch(tx, now) },
  { name: 'demo-giveaway', run: (tx, now) => seedDemoCampaign(tx, now) },
  { name: 'demo-event-artists', run: (tx, now) => seedDemoArtists(tx, now) },
  { name: 'demo-resale', run: (tx, now) => seedDemoResale(tx, now) },
  { name: 'demo-console', run: (tx, now) => seedDemoConsole(tx, now) },
];

/** Runs every seed step this database has not run yet; safe to call at every start. */
export async function seedDemoData(dataSource: DataSource, now = Date.now()): Promise<string[]> {
  const ran: string[] = [];
  for (const step of SEED_STEPS) {
    const key = `seed:${step.name}`;
    const done = await dataSource.manager.findOneBy(Setting, { key });
    if (done) continue;
    await dataSource.transaction(async (tx) => {
      // The settings row is inserted first: a second instance seeding at once fails on the key.
      await tx.insert(Setting, { key, value: new Date(now).toISOString(), updatedAt: now });
      await step.run(tx, now);
    });
    ran.push(step.name);
  }
  return ran;
}
