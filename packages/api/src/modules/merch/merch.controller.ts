import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Headers, Post, Query, Req } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiReply } from '../../common/http/api-reply.js';
import { Public } from '../../common/http/decorators.js';
import { Device, type DeviceClass } from '../../common/http/device-class.js';
import { api } from '../../common/http/paths.js';
import { requestLanguage } from '../../common/i18n/request-language.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { MerchIdQuery, MerchListQuery } from './dto/merch.dto.js';
import {
  CreateMerchOrderBody,
  MerchOrderNoBody,
  MerchOrderNoQuery,
  MyMerchOrdersQuery,
  PickupRedeemBody,
} from './dto/merch-order.dto.js';
import * as views from './dto/merch.view.js';
import { MerchFulfilmentService } from './merch-fulfilment.service.js';
import { MerchOrdersService } from './merch-orders.service.js';
import { MerchService } from './merch.service.js';

@ApiTags('merch')
@Controller(api('merch'))
export class MerchController {
  constructor(private readonly merch: MerchService) {}

  @Get('list')
  @Public()
  @ApiOperation({
    summary:
      'The merch catalogue: all, one event’s (eventId), holder-only or public (access), or merch only (merchOnly)',
  })
  @ApiReply(views.MerchPageView)
  list(@Query() query: MerchListQuery): Promise<contracts.MerchPage> {
    const { eventId, access, merchOnly } = query;
    return this.merch.list({ eventId, access, merchOnly }, query.page, query.pageSize);
  }

  @Get('detail')
  @Public()
  @ApiOperation({ summary: 'One item with its variants and exactly how many of each can be bought now' })
  @ApiReply(views.MerchProductView)
  detail(@Query() query: MerchIdQuery): Promise<contracts.MerchProductView> {
    return this.merch.detail(query.id);
  }
}

@ApiTags('merch')
@Controller(api('merchOrder'))
export class MerchOrdersController {
  constructor(
    private readonly orders: MerchOrdersService,
    private readonly fulfilment: MerchFulfilmentService,
  ) {}

  @Post('create')
  @ApiOperation({
    summary:
      'Hold merch stock (10 min from H5, 3 min from PC): delivery to a saved address or pick-up on one of the dates; holder-only items need my ticket number of their event; desktop-only items need platform PC and a desktop browser, now and at sign-in',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–64 of [A-Za-z0-9_-]; the same key replays the first order',
  })
  @ApiReply(views.MerchOrderView)
  create(
    @CurrentUser() user: AuthUser,
    @Headers('platform') platform: string,
    @Device() device: DeviceClass,
    @Headers('idempotency-key') key: string | undefined,
    @Req() request: FastifyRequest,
    @Body() body: CreateMerchOrderBody,
  ): Promise<contracts.MerchOrderView> {
    return this.orders.create(user, platform, device, requestLanguage(request), body, key);
  }

  @Get('detail')
  @ApiOperation({ summary: 'One merch order of mine: countdown, address or pick-up, progress, pick-up QR once paid' })
  @ApiReply(views.MerchOrderView)
  detail(@CurrentUser() user: AuthUser, @Query() query: MerchOrderNoQuery): Promise<contracts.MerchOrderView> {
    return this.orders.detail(user, query.orderNo);
  }

  @Get('pickupSecret')
  @ApiOperation({
    summary:
      "My pick-up order's QR secret and step; the device draws the rotating pick-up QR from it offline (delivery orders: not found)",
  })
  @ApiReply(views.PickupQrSecretView)
  pickupSecret(
    @CurrentUser() user: AuthUser,
    @Query() query: MerchOrderNoQuery,
  ): Promise<contracts.PickupQrSecretView> {
    return this.orders.pickupSecret(user, query.orderNo);
  }

  @Post('cancel')
  @ApiOperation({ summary: 'Cancel a held merch order; its stock comes back' })
  @ApiReply(views.MerchOrderView)
  cancel(@CurrentUser() user: AuthUser, @Body() body: MerchOrderNoBody): Promise<contracts.MerchOrderView> {
    return this.orders.cancel(user, body.orderNo);
  }

  @Get('myOrders')
  @ApiOperation({ summary: 'My Merch: my merch orders, newest first' })
  @ApiReply(views.MerchOrderPageView)
  myOrders(@CurrentUser() user: AuthUser, @Query() query: MyMerchOrdersQuery): Promise<contracts.MerchOrderPage> {
    return this.orders.list(user, query.status, query.page, query.pageSize);
  }

  @Post('pickup/redeem')
  @ApiOperation({
    summary:
      'Staff: hand a pick-up order over at the counter. Collected once; a second scan answers alreadyCollected with when (not staff: 3901)',
  })
  @ApiReply(views.PickupScanView)
  redeem(@CurrentUser() user: AuthUser, @Body() body: PickupRedeemBody): Promise<contracts.PickupScanView> {
    return this.fulfilment.redeem(user.id, body.qr);
  }
}
