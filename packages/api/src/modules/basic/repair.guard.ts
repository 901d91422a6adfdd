import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/errors/app-error.js';
import { REPAIR_EXEMPT_KEY } from '../../common/http/decorators.js';
import { RepairService } from './repair.service.js';

/** While repair mode is on every call answers 503 with code 9999 and the notice. */
@Injectable()
export class RepairGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly repair: RepairService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(REPAIR_EXEMPT_KEY, [context.getHandler(), context.getClass()])) {
      return true;
    }
    const state = await this.repair.current();
    if (!state.on) return true;
    const error = new AppError('REPAIR', {}, { message: state.message, since: state.since });
    if (state.message) error.text = state.message;
    throw error;
  }
}
