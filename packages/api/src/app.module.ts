import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleGuard } from './common/guards/throttle.guard.js';
import { SignatureGuard } from './common/guards/signature.guard.js';
import type { AppConfig } from './config/config.js';
import { dataSourceOptions } from './database/data-source.js';
import { sqliteTunedDataSource } from './database/sqlite-parameters.js';
import { InfraModule, type InfraOptions } from './infra/infra.module.js';
import { AttendeesModule } from './modules/attendees/index.js';
import { BasicModule, RepairGuard } from './modules/basic/index.js';
import { EventsModule } from './modules/events/index.js';
import { OrdersModule } from './modules/orders/index.js';
import { PaymentsModule } from './modules/payments/index.js';
import { TicketsModule } from './modules/tickets/index.js';
import { WaitlistModule } from './modules/waitlist/index.js';
import { GateModule } from './modules/gate/index.js';
import { HealthController } from './modules/health/index.js';
import { OutboxModule } from './modules/outbox/index.js';
import { AuthGuard, SessionsModule } from './modules/sessions/index.js';
import { UsersModule } from './modules/users/index.js';
import { SupportModule } from './modules/support/index.js';
import { WalletModule } from './modules/wallet/index.js';
import { MerchModule } from './modules/merch/index.js';
import { VouchersModule } from './modules/vouchers/index.js';
import { GiveawayModule } from './modules/giveaway/index.js';
import { PartnersModule } from './modules/partners/index.js';

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
            ...dataSourceOptions(config.database),
            migrationsRun: true,
            retryAttempts: 2,
            retryDelay: 1000,
          }),
          dataSourceFactory: sqliteTunedDataSource,
        }),
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
        VouchersModule,
        GiveawayModule,
        PartnersModule,
        ...(options.extraModules ?? []),
      ],
      controllers: [HealthController],
      providers: [
        // Order matters: cheap refusals first, then repair mode, the signature, the login.
        { provide: APP_GUARD, useClass: ThrottleGuard },
        { provide: APP_GUARD, useExisting: RepairGuard },
        { provide: APP_GUARD, useClass: SignatureGuard },
        { provide: APP_GUARD, useExisting: AuthGuard },
      ],
    };
  }
}
