import { APP_GUARD } from '@nestjs/core';
import { type DynamicModule, Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleGuard } from './guards/throttle.guard.js';
import { SignatureGuard } from './guards/signature.guard.js';
import type { AppConfig } from '../config/config.js';
import { dataSourceOptions } from '../database/data-source.js';
import { CrowdLaneModule } from '../database/crowd-lane.js';
import { sqliteTunedDataSource } from '../database/sqlite-patches.js';
import { InfraModule, type InfraOptions } from '../infra/infra.module.js';
import { AttendeesModule } from '../modules/attendees/index.js';
import { BasicModule } from '../modules/basic/index.js';
import { EventsModule } from '../modules/events/index.js';
import { OrdersModule } from '../modules/orders/index.js';
import { PaymentsModule } from '../modules/payments/index.js';
import { TicketsModule } from '../modules/tickets/index.js';
import { WaitlistModule } from '../modules/waitlist/index.js';
import { GateModule } from '../modules/gate/index.js';
import { HealthController } from '../modules/health/index.js';
import { OutboxModule } from '../modules/outbox/index.js';
import { SessionsModule } from '../modules/sessions/index.js';
import { UsersModule } from '../modules/users/index.js';
import { SupportModule } from '../modules/support/index.js';
import { WalletModule } from '../modules/wallet/index.js';
import { MerchModule } from '../modules/merch/index.js';
import { CheckoutModule } from '../modules/checkout/index.js';
import { VouchersModule } from '../modules/vouchers/index.js';
import { GiveawayModule } from '../modules/giveaway/index.js';
import { PartnersModule } from '../modules/partners/index.js';
import { ENTITIES } from './entities.js';
import { QueueModule } from '../modules/queue/index.js';
import { ResaleModule } from '../modules/resale/index.js';
import { AlertsModule } from '../modules/alerts/index.js';
import { RolesModule } from '../modules/roles/index.js';
import { ConsoleModule } from '../modules/console/index.js';
import { RequestGuards } from './request-guards.js';

export interface AppModuleOptions extends InfraOptions {
  /** Extra modules (tests mount probes here). */
  extraModules?: DynamicModule['imports'];
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, options: AppModuleOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        InfraModule.register(config, options),
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...dataSourceOptions(config.database, ENTITIES),
            migrationsRun: true,
            retryAttempts: 2,
            retryDelay: 1000,
          }),
          dataSourceFactory: sqliteTunedDataSource,
        }),
        CrowdLaneModule.register(config.database, ENTITIES),
        ScheduleModule.forRoot(),
        SessionsModule,
        OutboxModule.register(config.env === 'production'),
        BasicModule,
        EventsModule,
        AttendeesModule,
        OrdersModule,
        TicketsModule,
        PaymentsModule.register(config.payments),
        WaitlistModule,
        UsersModule,
        GateModule,
        SupportModule,
        WalletModule,
        MerchModule,
        CheckoutModule,
        VouchersModule,
        GiveawayModule,
        PartnersModule,
        QueueModule,
        ResaleModule,
        AlertsModule,
        RolesModule,
        ConsoleModule,
        ...(options.extraModules ?? []),
      ],
      controllers: [HealthController],
      // The request checks (throttle, repair mode, signature, login) are one global guard.
      providers: [ThrottleGuard, SignatureGuard, RequestGuards, { provide: APP_GUARD, useExisting: RequestGuards }],
    };
  }
}
