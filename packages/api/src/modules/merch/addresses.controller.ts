import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { DeletedView } from '../../common/http/shared.view.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { AddressesService } from './addresses.service.js';
import { AddressBody, AddressIdBody, AddressIdQuery, UpdateAddressBody } from './dto/address.dto.js';
import * as views from './dto/merch.view.js';

@ApiTags('address')
@Controller(api('address'))
export class AddressesController {
  constructor(private readonly addresses: AddressesService) {}

  @Get('list')
  @ApiOperation({ summary: 'My shipping addresses, the default first' })
  @ApiReply([views.ShippingAddressView])
  list(@CurrentUser() user: AuthUser): Promise<contracts.ShippingAddressView[]> {
    return this.addresses.list(user);
  }

  @Get('detail')
  @ApiOperation({ summary: 'One of my shipping addresses (anyone else’s: 6012)' })
  @ApiReply(views.ShippingAddressView)
  detail(@CurrentUser() user: AuthUser, @Query() query: AddressIdQuery): Promise<contracts.ShippingAddressView> {
    return this.addresses.detail(user, query.id);
  }

  @Post('create')
  @ApiOperation({ summary: 'Save a shipping address (at most 20; the first is the default)' })
  @ApiReply(views.ShippingAddressView)
  create(@CurrentUser() user: AuthUser, @Body() body: AddressBody): Promise<contracts.ShippingAddressView> {
    return this.addresses.create(user, body);
  }

  @Post('update')
  @ApiOperation({ summary: 'Change one of my shipping addresses' })
  @ApiReply(views.ShippingAddressView)
  update(@CurrentUser() user: AuthUser, @Body() body: UpdateAddressBody): Promise<contracts.ShippingAddressView> {
    const { id, ...fields } = body;
    return this.addresses.update(user, id, fields);
  }

  @Post('delete')
  @ApiOperation({ summary: 'Delete one of my shipping addresses (orders keep their copy)' })
  @ApiReply(DeletedView)
  remove(@CurrentUser() user: AuthUser, @Body() body: AddressIdBody): Promise<contracts.DeletedView> {
    return this.addresses.remove(user, body.id);
  }
}
