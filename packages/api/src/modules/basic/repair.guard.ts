import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { type RepairState, RepairService } from './repair.service.js';

function refuseIfOn(state: RepairState): void {
  if (!state.on) return;
  const error = new AppError('REPAIR', {}, { message: state.message, since: state.since });
  if (state.message) error.text = state.message;
  throw error;
}

/**
 * While repair mode is on every call answers 503 with code 9999 and the notice. Routes marked
 * @RepairExempt() skip it (`RequestGuards`).
 */
@Injectable()
export class RepairGuard {
  constructor(private readonly repair: RepairService) {}

  /** Synchronous while the remembered state is fresh (nearly always): no promise per request. */
  check(): Promise<void> | undefined {
    const state = this.repair.remembered();
    if (!state) return this.repair.current().then(refuseIfOn);
    refuseIfOn(state);
    return undefined;
  }
}
