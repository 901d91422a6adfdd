import 'reflect-metadata';
import { REPLY_CODES, type ReplyCodeKey } from '@fanpass/contracts';
import { type DynamicModule, type InjectionToken, type Provider } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll } from '@jest/globals';
import { createTestDatabase, isMysql, type TestDatabase } from '../../test/support/database.js';
import { TestClock } from '../../test/support/test-app.js';
import { ENTITIES } from '../app/entities.js';
import { AppError } from '../common/errors/app-error.js';
import { type AppConfig, loadConfig } from '../config/config.js';
import { CrowdLaneModule } from '../database/crowd-lane.js';
import { dataSourceOptions } from '../database/data-source.js';
import { sqliteTunedDataSource } from '../database/sqlite-patches.js';
import { InfraModule } from '../infra/infra.module.js';
import { createLogger, PinoNestLogger } from '../infra/logger.js';
import { MAIL_SENDER, SMS_SENDER } from '../infra/tokens.js';
import type { MailMessage, SmsMessage } from '../modules/outbox/senders.js';
import { DeliveriesRepository } from '../modules/outbox/deliveries.repository.js';
import { DeliveryJob } from '../modules/outbox/delivery.job.js';
import { Outbox } from '../modules/outbox/outbox.service.js';
import { SessionsModule } from '../modules/sessions/sessions.module.js';

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
 * run, a clock the spec moves, mail and SMS kept in memory (through the real outbox), and the app's global modules
 * (configuration, sessions). One per spec file (or describe), made by `Unit.forSpec`.
 */
export class Unit {
  readonly clock = new TestClock();
  readonly mail = new SentMessages<MailMessage>();
  readonly sms = new SentMessages<SmsMessage>();
  private running?: { module: TestingModule; database: TestDatabase | null; config: AppConfig };

  private constructor(private readonly options: UnitOptions) {}

  /** A unit for the tests of the enclosing describe: started before them, closed after them. */
  static forSpec(options: UnitOptions): Unit {
    const unit = new Unit(options);
    beforeAll(() => unit.start());
    afterAll(() => unit.close());
    return unit;
  }

  private async start(): Promise<void> {
    const { options, clock } = this;
    const database = isMysql() ? await createTestDatabase() : null;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database?.url ?? 'sqlite::memory:',
      WEB_DIST: '/nonexistent',
      ...options.env,
    });
    // The real outbox, delivering to memory after each commit.
    const senders: Provider[] = [
      { provide: MAIL_SENDER, useValue: this.mail },
      { provide: SMS_SENDER, useValue: this.sms },
      DeliveriesRepository,
      DeliveryJob,
      Outbox,
    ];
    let builder = Test.createTestingModule({
      imports: [
        InfraModule.register(config, { clock }),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({ ...dataSourceOptions(config.database, ENTITIES), migrationsRun: true }),
          dataSourceFactory: sqliteTunedDataSource,
        }),
        CrowdLaneModule.register(config.database, ENTITIES),
        {
          module: class SentMessagesModule {},
          global: true,
          providers: senders,
          exports: [MAIL_SENDER, SMS_SENDER, Outbox, DeliveryJob, DeliveriesRepository],
        },
        // Global in the app too: who is signed in (accounts revoke sessions).
        SessionsModule,
        ...options.imports,
      ],
    }).setLogger(new PinoNestLogger(createLogger('silent')));
    for (const fake of options.fakes ?? []) builder = builder.overrideProvider(fake.token).useValue(fake.value);
    try {
      // init() runs the modules' start-up hooks (a module registering itself with another).
      const module = await builder.compile();
      this.running = { module: await module.init(), database, config };
    } catch (error) {
      await database?.drop();
      throw error;
    }
  }

  private get started() {
    if (!this.running) throw new Error('the unit is not started: use it inside a test or a later hook');
    return this.running;
  }

  get config(): AppConfig {
    return this.started.config;
  }

  get<T>(token: InjectionToken<T>): T {
    return this.started.module.get<T>(token, { strict: false });
  }

  /**
   * A provider to name at the top of a spec, before the unit has started: each use looks it up
   * in the running unit.
   */
  provider<T extends object>(token: InjectionToken<T>): T {
    return new Proxy({} as T, {
      get: (_target, key) => {
        const instance = this.get(token);
        const value: unknown = Reflect.get(instance, key, instance);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(instance) : value;
      },
    });
  }

  get dataSource(): DataSource {
    return this.get(DataSource);
  }

  private async close(): Promise<void> {
    if (!this.running) return;
    const { module, database } = this.running;
    this.running = undefined;
    await module.close();
    await database?.drop();
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
