import type { HealthView } from '@fanpass/contracts';
import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AppError } from '../../common/errors/app-error.js';
import { Public, Raw, RepairExempt, Unsigned } from '../../common/http/decorators.js';
import { ApiRawReply } from '../../common/http/api-reply.js';
import * as views from './health.view.js';

/** Liveness and database reachability for load balancers and orchestrators. */
@ApiTags('operations')
@Public()
@Unsigned()
@Raw()
@RepairExempt()
@Controller('healthz')
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  @Get()
  @ApiOperation({ summary: 'Health: the process answers and the database is reachable' })
  @ApiRawReply(views.HealthView)
  async health(): Promise<HealthView> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new AppError('SYSTEM_EXCEPTION');
    }
    return { status: 'ok', database: this.dataSource.options.type };
  }
}
