import { QUEUE_ADMISSION_HEADER, REPLY_CODES } from '@fanpass/contracts';
import { type CallHandler, type ExecutionContext, Injectable, Logger, type NestInterceptor } from '@nestjs/common';
import { catchError, from, type Observable, switchMap, tap, throwError } from 'rxjs';
import { AppError } from '../../common/errors/app-error.js';
import type { AuthedRequest } from '../sessions/index.js';
import type { QueueClaims } from './admission-tokens.js';
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

  private used(claims: QueueClaims | null): void {
    // The order stands either way; an unmarked admission only keeps its seat back until it ends.
    if (claims) this.queue.markUsed(claims).catch((error: unknown) => this.logger.warn({ error }, 'markUsed'));
  }

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
          tap(() => this.used(claims)),
          // Refused for want of seats: the admission stays valid (fewer seats may still go) but no
          // longer keeps a seat back, so the last seats never wait on fans they cannot serve.
          catchError((error: unknown) => {
            if (error instanceof AppError && error.entry === REPLY_CODES.TICKETS_SOLD_OUT) this.used(claims);
            return throwError(() => error);
          }),
        ),
      ),
    );
  }
}
