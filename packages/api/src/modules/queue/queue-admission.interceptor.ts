import { QUEUE_ADMISSION_HEADER } from '@fanpass/contracts';
import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { from, type Observable, switchMap, tap } from 'rxjs';
import type { AuthedRequest } from '../sessions/index.js';
import { QueueService } from './queue.service.js';

/**
 * Put on an order call whose body names an `eventId`: for an event sold through the waiting room,
 * the call goes through only with this account's live admission for that event (header
 * `Queue-Admission`), so the queue cannot be skipped by calling the API; an order placed with it
 * frees the seat the admission kept back from the fans still waiting.
 */
@Injectable()
export class QueueAdmissionInterceptor implements NestInterceptor {
  private readonly logger = new Logger(QueueAdmissionInterceptor.name);

  constructor(private readonly queue: QueueService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthedRequest & { body?: { eventId?: unknown } }>();
    const eventId = request.body?.eventId;
    const user = request.user;
    // Without a signed-in caller or a valid event id the handler refuses as it always does.
    if (!user || typeof eventId !== 'number' || !Number.isInteger(eventId)) return next.handle();
    const header = request.headers[QUEUE_ADMISSION_HEADER];
    const token = Array.isArray(header) ? header[0] : header;
    return from(this.queue.requireAdmission(user, eventId, token)).pipe(
      switchMap((claims) =>
        next.handle().pipe(
          tap(() => {
            // The order stands either way; an unmarked admission only keeps its seat back until it ends.
            if (claims) this.queue.markUsed(claims).catch((error: unknown) => this.logger.warn({ error }, 'markUsed'));
          }),
        ),
      ),
    );
  }
}
