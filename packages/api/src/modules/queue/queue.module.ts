import { Module } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { AppConfig } from '../../config/config.js';
import { APP_CONFIG, REDIS } from '../../infra/tokens.js';
import { AlertsModule } from '../alerts/index.js';
import { HumanCheckModule } from '../human-check/index.js';
import { QueueAlerts } from './queue-alerts.js';
import { QueueTokens } from './admission-tokens.js';
import { MemoryQueueStore } from './memory-queue.store.js';
import { QueueAdmissionInterceptor } from './queue-admission.interceptor.js';
import { QueueController } from './queue.controller.js';
import { QueueJournal } from './queue-journal.js';
import { QueueRepository } from './queue.repository.js';
import { QueueService } from './queue.service.js';
import { QueueSettingsService } from './queue-settings.service.js';
import { QueueState } from './queue-state.js';
import { QUEUE_STORE, type QueueStore } from './queue-store.js';
import { QueueStream } from './queue-stream.js';
import { QUEUE_TOKENS } from './queue.tokens.js';
import { RedisQueueStore } from './redis-queue.store.js';

/** The on-sale waiting room: in Redis with REDIS_URL (every instance serves it), else in this process. */
@Module({
  imports: [AlertsModule, HumanCheckModule],
  controllers: [QueueController],
  providers: [
    {
      provide: QUEUE_STORE,
      inject: [REDIS, APP_CONFIG, QueueJournal],
      useFactory: (redis: Redis | null, config: AppConfig, journal: QueueJournal): QueueStore =>
        redis ? new RedisQueueStore(redis, config.redisPrefix) : new MemoryQueueStore(journal),
    },
    {
      provide: QUEUE_TOKENS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new QueueTokens(config.jwtSecret),
    },
    QueueAlerts,
    QueueJournal,
    QueueRepository,
    QueueState,
    QueueService,
    QueueSettingsService,
    QueueStream,
    QueueAdmissionInterceptor,
  ],
  exports: [QueueService, QueueSettingsService, QueueAdmissionInterceptor],
})
export class QueueModule {}
