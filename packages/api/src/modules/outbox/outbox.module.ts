import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { AppConfig } from '../../config/config.js';
import type { Clock } from '../../infra/clock.js';
import { APP_CONFIG, CLOCK, MAIL_SENDER, SMS_SENDER } from '../../infra/tokens.js';
import { DevOutboxController } from './dev-outbox.controller.js';
import { DeliveriesRepository } from './deliveries.repository.js';
import { DeliveryJob } from './delivery.job.js';
import { OutboxRepository } from './outbox.repository.js';
import { Outbox } from './outbox.service.js';
import {
  FanOutMailSender,
  OutboxMailSender,
  OutboxSmsSender,
  PrintableMailSender,
  PrintableSmsSender,
  SmtpMailSender,
  UnconfiguredSmsSender,
} from './outbox.senders.js';
import type { MailSender } from './senders.js';

/**
 * The durable outbox (`Outbox`: deliveries written in the business change's transaction, sent
 * by `DeliveryJob`) and the mail and SMS senders it delivers through. Outside production every message lands in the outbox (and goes out
 * over SMTP too when SMTP_URL is set); in production mail needs SMTP_URL and SMS a provider.
 */
@Global()
@Module({})
export class OutboxModule {
  static register(production: boolean): DynamicModule {
    return {
      module: OutboxModule,
      controllers: production ? [] : [DevOutboxController],
      providers: [
        OutboxRepository,
        DeliveriesRepository,
        DeliveryJob,
        Outbox,
        {
          provide: MAIL_SENDER,
          inject: [APP_CONFIG, OutboxRepository, CLOCK],
          useFactory: (config: AppConfig, outbox: OutboxRepository, clock: Clock): MailSender => {
            const senders: MailSender[] = [];
            if (config.env !== 'production') senders.push(new OutboxMailSender(outbox, clock));
            if (config.smtpUrl) senders.push(new SmtpMailSender(config.smtpUrl, config.mailFrom));
            return new PrintableMailSender(senders.length === 1 ? senders[0]! : new FanOutMailSender(senders));
          },
        },
        {
          provide: SMS_SENDER,
          inject: [APP_CONFIG, OutboxRepository, CLOCK],
          useFactory: (config: AppConfig, outbox: OutboxRepository, clock: Clock) =>
            new PrintableSmsSender(
              config.env !== 'production' ? new OutboxSmsSender(outbox, clock) : new UnconfiguredSmsSender(),
            ),
        },
      ],
      exports: [MAIL_SENDER, SMS_SENDER, Outbox, DeliveryJob, DeliveriesRepository],
    };
  }
}
