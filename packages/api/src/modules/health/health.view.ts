import type * as contracts from '@fanpass/contracts';
import { ApiProperty } from '@nestjs/swagger';

/** GET /healthz's answer (outside the envelope). */
export class HealthView implements contracts.HealthView {
  @ApiProperty({ enum: ['ok'] }) status: 'ok';
  @ApiProperty({ example: 'better-sqlite3' }) database: string;
}
