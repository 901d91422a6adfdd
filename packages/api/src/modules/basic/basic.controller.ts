import { Controller, Get, Headers, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { Public } from '../../common/http/decorators.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { api } from '../../common/http/paths.js';
import { BasicService } from './basic.service.js';
import { ConfigAreaQuery, CountryListQuery } from './dto/config-area.query.js';

@ApiTags('basic')
@Public()
@Controller(api())
export class BasicController {
  constructor(private readonly basic: BasicService) {}

  @Get('basic/getAreaList')
  @ApiOperation({ summary: 'Sales areas as label/value pairs; Macau (MO) is the default' })
  getAreaList(@Req() request: FastifyRequest) {
    return this.basic.areaList(requestLanguage(request));
  }

  @Get('basic/config_area')
  @ApiOperation({ summary: 'Configuration of one area: dialling code, currency, time zone' })
  configArea(@Req() request: FastifyRequest, @Query() query: ConfigAreaQuery, @Headers('area') areaHeader?: string) {
    return this.basic.areaConfig(requestLanguage(request), query.area ?? areaHeader);
  }

  @Get('country/countryList')
  @ApiOperation({ summary: 'Countries with their dialling codes, in the caller’s language' })
  countryList(@Req() request: FastifyRequest, @Query() query: CountryListQuery) {
    return this.basic.countryList(requestLanguage(request), query.keyword);
  }

  @Get('basic/clientConfig')
  @ApiOperation({ summary: 'Deployment settings the web app needs: public site URL, currency, default area' })
  clientConfig() {
    return this.basic.clientConfig();
  }

  @Get('notify')
  @ApiOperation({ summary: 'The current server notice, or null' })
  notify() {
    return this.basic.notice();
  }
}
