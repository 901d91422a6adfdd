import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import { type HumanCheck, HUMAN_CHECK, type HumanCheckWidget } from './human-check.js';
import { AltchaHumanCheck } from './altcha.provider.js';

/** Asks the configured provider; a missing or wrong answer is 'please validate recaptcha'. */
@Injectable()
export class HumanCheckService {
  constructor(@Inject(HUMAN_CHECK) private readonly check: HumanCheck) {}

  get widget(): HumanCheckWidget {
    return this.check.widget;
  }

  /** The ALTCHA challenge, or null when another provider is configured. */
  challenge() {
    return this.check instanceof AltchaHumanCheck ? this.check.challenge() : Promise.resolve(null);
  }

  async require(answer: string | undefined, clientIp: string): Promise<void> {
    if (!answer || !(await this.check.verify(answer, clientIp))) throw new AppError('HUMAN_CHECK_FAILED');
  }
}
