import 'reflect-metadata';
import { REPLY_CODES, type ReplyCodeKey } from '@fanpass/contracts';
import { type DynamicModule, type InjectionToken, type Provider } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { createTestDatabase, isMysql, type TestDatabase } from '../../test/support/database.js';
import { TestClock } from '../../test/support/test-app.js';
import { AppError } from '../common/errors/app-error.js';
import { type AppConfig, loadConfig } from '../config/config.js';
import { dataSourceOptions } from '../database/data-source.js';
import { InfraModule } from '../infra/infra.module.js';
import { createLogger, PinoNestLogger } from '../infra/logger.js';
import { MAIL_SENDER, SMS_SENDER } from '../infra/tokens.js';
import type { MailMessage, SmsMessage } from '../modules/outbox/senders.js';
import { SessionsModule } from '../modules/sessions/sessions.module.js';

export { TestClock };

/** Mail or SMS kept in memory, in the order sent, for a spec to read. */
export class SentMessages<T> {
  readonly sent: T[] = [];

  send(message: T): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
}

export interface UnitOptions {
  /** The modules under test, as the app imports them (their repositories are the real ones). */
  imports: NonNullable<DynamicModule['imports']>;
  /** Settings on top of the test defaults (HOLD_MINUTES_H5, …). */
  env?: Record<string, string>;
  /** Providers to replace with a fake (a payment provider, …). */
  fakes?: { token: InjectionToken; value: unknown }[];
}

/**
 * A service's own module, without HTTP: the real repositories on a fresh database of its own
 * (in-memory SQLite, or a schema of its own on MySQL when DATABASE_URL says so), migrations
 * run, a clock the spec moves, mail and SMS kept in memory, and the app's global modules
 * (configuration, sessions). One per spec file.
 */
export class Unit {
  private constructor(
    private readonly module: TestingModule,
    private readonly database: TestDatabase | null,
    readonly config: AppConfig,
    readonly clock: TestClock,
    readonly mail: SentMessages<MailMessage>,
    readonly sms: SentMessages<SmsMessage>,
  ) {}

  static async start(options: UnitOptions): Promise<Unit> {
    const database = isMysql() ? await createTestDatabase() : null;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database?.url ?? 'sqlite::memory:',
      WEB_DIST: '/nonexistent',
      ...options.env,
    });
    const clock = new TestClock();
    const mail = new SentMessages<MailMessage>();
    const sms = new SentMessages<SmsMessage>();
    const senders: Provider[] = [
      { provide: MAIL_SENDER, useValue: mail },
      { provide: SMS_SENDER, useValue: sms },
    ];
    let builder = Test.createTestingModule({
      imports: [
        InfraModule.register(config, { clock }),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.database), migrationsRun: true }),
        { module: class SentMessagesModule {}, global: true, providers: senders, exports: [MAIL_SENDER, SMS_SENDER] },
        // Global in the app too: who is signed in (accounts revoke sessions).
        SessionsModule,
        ...options.imports,
      ],
    }).setLogger(new PinoNestLogger(createLogger('silent')));
    for (const fake of options.fakes ?? []) builder = builder.overrideProvider(fake.token).useValue(fake.value);
    try {
      return new Unit(await builder.compile(), database, config, clock, mail, sms);
    } catch (error) {
      await database?.drop();
      throw error;
    }
  }

  get<T>(token: InjectionToken<T>): T {
    return this.module.get<T>(token, { strict: false });
  }

  get dataSource(): DataSource {
    return this.get(DataSource);
  }

  async close(): Promise<void> {
    await this.module.close();
    await this.database?.drop();
  }
}

/** Awaits a call the rules must refuse; answers its coded error, or fails naming what happened instead. */
export async function refusal(call: Promise<unknown>, name: ReplyCodeKey): Promise<AppError> {
  const outcome = await call.then(
    (value: unknown) => ({ value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected ${name}, but the call succeeded`);
  const { error } = outcome;
  if (!(error instanceof AppError)) throw error;
  if (error.entry !== REPLY_CODES[name]) throw new Error(`expected ${name}, got ${error.entry.key}`);
  return error;
}
