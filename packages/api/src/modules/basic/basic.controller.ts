import type { AreaConfigView, AreaView, ClientConfigView, CountryView, NoticeView } from '@fanpass/contracts';
import { Controller, Get, Headers, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { OptionalAuth, Public } from '../../common/http/decorators.js';
import { type AuthUser, MaybeUser } from '../sessions/index.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { api } from '../../common/http/paths.js';
import { BasicService } from './basic.service.js';
import { ConfigAreaQuery, CountryListQuery } from './dto/config-area.query.js';
import { ApiReply } from '../../common/http/api-reply.js';
import * as views from './dto/basic.view.js';

@ApiTags('basic')
@Public()
@Controller(api())
export class BasicController {
  constructor(private readonly basic: BasicService) {}

  @Get('basic/getAreaList')
  @ApiOperation({ summary: 'Sales areas as label/value pairs; Macau (MO) is the default' })
  @ApiReply([views.AreaView])
  getAreaList(@Req() request: FastifyRequest): AreaView[] {
    return this.basic.areaList(requestLanguage(request));
  }

  @Get('basic/config_area')
  @ApiOperation({ summary: 'Configuration of one area: dialling code, currency, time zone' })
  @ApiReply(views.AreaConfigView)
  configArea(
    @Req() request: FastifyRequest,
    @Query() query: ConfigAreaQuery,
    @Headers('area') areaHeader?: string,
  ): AreaConfigView {
    return this.basic.areaConfig(requestLanguage(request), query.area ?? areaHeader);
  }

  @Get('country/countryList')
  @ApiOperation({ summary: 'Countries with their dialling codes, in the caller’s language' })
  @ApiReply([views.CountryView])
  countryList(@Req() request: FastifyRequest, @Query() query: CountryListQuery): CountryView[] {
    return this.basic.countryList(requestLanguage(request), query.keyword);
  }

  @Get('basic/clientConfig')
  @ApiOperation({
    summary: 'Deployment settings the web app needs: public site URL, currency, default area, support contacts',
  })
  @ApiReply(views.ClientConfigView)
  clientConfig(): ClientConfigView {
    return this.basic.clientConfig();
  }

  @Get('notify')
  @OptionalAuth()
  @ApiOperation({
    summary:
      'My next in-app notice (each shown once) when signed in, else the current server notice in the caller’s language (English when it has none), or null',
  })
  @ApiReply(views.NoticeView, { nullable: true })
  notify(@MaybeUser() user: AuthUser | undefined, @Req() request: FastifyRequest): Promise<NoticeView | null> {
    return this.basic.notice(requestLanguage(request), user?.id);
  }
}
