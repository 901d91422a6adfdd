import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ThrottleGuard } from './common/guards/throttle.guard.js';
import { SignatureGuard } from './common/guards/signature.guard.js';
import type { AppConfig } from './config/config.js';
import { dataSourceOptions } from './database/data-source.js';
import { InfraModule, type InfraOptions } from './infra/infra.module.js';
import { AttendeesModule } from './modules/attendees/attendees.module.js';
import { BasicModule } from './modules/basic/basic.module.js';
import { EventsModule } from './modules/events/events.module.js';
import { OrdersModule } from './modules/orders/orders.module.js';
import { PaymentsModule } from './modules/payments/payments.module.js';
import { TicketsModule } from './modules/tickets/tickets.module.js';
import { WaitlistModule } from './modules/waitlist/waitlist.module.js';
import { RepairGuard } from './modules/basic/repair.guard.js';
import { HealthController } from './modules/health/health.controller.js';
import { OutboxModule } from './modules/outbox/outbox.module.js';
import { AuthGuard } from './modules/sessions/auth.guard.js';
import { SessionsModule } from './modules/sessions/sessions.module.js';
import { UsersModule } from './modules/users/users.module.js';

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
        TypeOrmModule.forRoot({
          ...dataSourceOptions(config.database),
          migrationsRun: true,
          retryAttempts: 2,
          retryDelay: 1000,
        }),
        ScheduleModule.forRoot(),
        SessionsModule,
        OutboxModule.register(config.env === 'production'),
        BasicModule,
        EventsModule,
        AttendeesModule,
        OrdersModule,
        TicketsModule,
        PaymentsModule,
        WaitlistModule,
        UsersModule,
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
