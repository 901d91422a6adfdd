import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/index.js';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG } from '../../infra/tokens.js';
import { AlertReminders } from './alert-reminders.job.js';
import { AlertsController } from './alerts.controller.js';
import { AlertsRepository } from './alerts.repository.js';
import { AlertsService } from './alerts.service.js';
import { PushSender, VAPID_KEYS, vapidKeysOf } from './push-sender.js';
import { PushSubscriptions } from './push-subscriptions.service.js';

/**
 * Alerts that reach the fan (issue 49, decision 0027): Web Push subscriptions and their sender
 * (registered with the outbox's job as the `push` channel), the in-app inbox and the preferences.
 * Other modules write alerts through `AlertsService.notify` in their own transactions; the
 * reminders the clock causes (a hold ending, an offer lapsing, doors today) are `AlertReminders`'.
 */
@Module({
  imports: [AuditModule],
  controllers: [AlertsController],
  providers: [
    AlertsRepository,
    AlertsService,
    AlertReminders,
    PushSubscriptions,
    PushSender,
    { provide: VAPID_KEYS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => vapidKeysOf(config) },
  ],
  exports: [AlertsService],
})
export class AlertsModule {}
