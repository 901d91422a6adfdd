import type { HumanCheckConfigView } from '@fanpass/contracts';
import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Challenge } from 'altcha-lib/v1/types';
import { AppError } from '../../common/errors/app-error.js';
import { Public, Raw, Unsigned } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { HumanCheckService } from './human-check.service.js';
import { ApiRawReply, ApiReply } from '../../common/http/api-reply.js';
import { AltchaChallengeView, HUMAN_CHECK_CONFIG_SCHEMA } from './human-check.view.js';

@ApiTags('humanCheck')
@Public()
@Controller(api('humanCheck'))
export class HumanCheckController {
  constructor(private readonly humanCheck: HumanCheckService) {}

  @Get('config')
  @ApiOperation({ summary: 'Which human check to show: {provider, siteKey?, challengeUrl?}' })
  @ApiReply(HUMAN_CHECK_CONFIG_SCHEMA)
  config(): HumanCheckConfigView {
    return this.humanCheck.widget;
  }

  /** Fetched by the ALTCHA widget itself (plain GET, no envelope, no signature). */
  @Get('challenge')
  @Unsigned()
  @Raw()
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'A fresh ALTCHA challenge (raw JSON the altcha widget solves); 404 with another provider' })
  @ApiRawReply(AltchaChallengeView)
  async challenge(): Promise<Challenge> {
    const challenge = await this.humanCheck.challenge();
    if (!challenge) throw new AppError('NOT_FOUND');
    return challenge;
  }
}
