import { ApiProperty, ApiPropertyOptional, type ApiResponseSchemaHost } from '@nestjs/swagger';
import type { Challenge } from 'altcha-lib/v1/types';

/** GET /humanCheck/config's `data` (contracts HumanCheckConfigView, a union no class can implement). */
export const HUMAN_CHECK_CONFIG_SCHEMA: ApiResponseSchemaHost['schema'] = {
  oneOf: [
    {
      type: 'object',
      required: ['provider', 'challengeUrl'],
      properties: { provider: { type: 'string', enum: ['altcha'] }, challengeUrl: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['provider', 'siteKey'],
      properties: { provider: { type: 'string', enum: ['recaptcha', 'turnstile'] }, siteKey: { type: 'string' } },
    },
  ],
};

/** GET /humanCheck/challenge's raw answer: the ALTCHA challenge the widget solves. */
export class AltchaChallengeView implements Challenge {
  @ApiProperty({ enum: ['SHA-1', 'SHA-256', 'SHA-512'] }) algorithm: Challenge['algorithm'];
  @ApiProperty() challenge: string;
  @ApiPropertyOptional() maxnumber?: number;
  @ApiProperty() salt: string;
  @ApiProperty() signature: string;
}
