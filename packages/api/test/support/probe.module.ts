import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { IsInt, IsOptional, IsString, Length, Min } from 'class-validator';
import { api } from '../../src/common/http/paths.js';
import { Public } from '../../src/common/http/decorators.js';
import { CurrentUser } from '../../src/modules/sessions/current-user.decorator.js';
import type { AuthUser } from '../../src/modules/sessions/sessions.service.js';

class EchoBody {
  @IsString()
  @Length(1, 20)
  text: string;

  @IsOptional()
  @IsInt()
  @Min(0)
  amount?: number;
}

/** Routes that exist only in tests, to drive the guards and the filter with a real request. */
@Controller(api('test-probe'))
class ProbeController {
  @Public()
  @Post('echo')
  echo(@Body() body: EchoBody) {
    return body;
  }

  @Get('me')
  me(@CurrentUser() user: AuthUser) {
    return { id: user.id, uuid: user.uuid };
  }

  @Public()
  @Get('fault')
  fault(): never {
    throw new Error('secret internal detail at /srv/app.js:12');
  }
}

@Module({ controllers: [ProbeController] })
export class ProbeModule {}
