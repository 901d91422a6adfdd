import type { OrderPage, OrderView, TicketLimitView } from '@fanpass/contracts';
import { Body, Controller, Get, Headers, Post, Query, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Device, type DeviceClass } from '../../common/http/device-class.js';
import { api } from '../../common/http/paths.js';
import { QueueAdmissionInterceptor } from '../queue/index.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { CreateOrderBody, MyOrdersQuery, OrderNoBody, OrderNoQuery, TicketLimitQuery } from './dto/order.dto.js';
import { OrdersService } from './orders.service.js';
import { ApiReply } from '../../common/http/api-reply.js';
import * as views from './dto/order.view.js';

@ApiTags('order')
@Controller(api('order'))
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Post('create')
  @UseInterceptors(QueueAdmissionInterceptor)
  @ApiOperation({
    summary:
      'Hold seats: 10 min from H5, 3 min from PC (configurable). Needs a verified phone; at most the event limit per account; desktop-only events need platform PC and a desktop browser, now and at sign-in',
  })
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description: '8–64 of [A-Za-z0-9_-]; the same key replays the first order',
  })
  @ApiReply(views.OrderView)
  create(
    @CurrentUser() user: AuthUser,
    @Headers('platform') platform: string,
    @Device() device: DeviceClass,
    @Headers('idempotency-key') key: string | undefined,
    @Body() body: CreateOrderBody,
  ): Promise<OrderView> {
    return this.orders.create(user, platform, device, body, key);
  }

  @Get('ticketLimit')
  @ApiOperation({
    summary:
      'How many more tickets of an event this account can buy (its per-account limit, less what it bought or holds), before choosing',
  })
  @ApiReply(views.TicketLimitView)
  ticketLimit(@CurrentUser() user: AuthUser, @Query() query: TicketLimitQuery): Promise<TicketLimitView> {
    return this.orders.ticketLimit(user, query.eventId);
  }

  @Get('detail')
  @ApiOperation({ summary: 'Order summary with the hold countdown (remainingSeconds)' })
  @ApiReply(views.OrderView)
  detail(@CurrentUser() user: AuthUser, @Query() query: OrderNoQuery): Promise<OrderView> {
    return this.orders.detail(user, query.orderNo);
  }

  @Post('cancel')
  @ApiOperation({ summary: 'Cancel a held order; its seats come back (waiting list first)' })
  @ApiReply(views.OrderView)
  cancel(@CurrentUser() user: AuthUser, @Body() body: OrderNoBody): Promise<OrderView> {
    return this.orders.cancel(user, body.orderNo);
  }

  @Get('myOrders')
  @ApiOperation({ summary: 'My ticket orders, newest first' })
  @ApiReply(views.OrderPageView)
  myOrders(@CurrentUser() user: AuthUser, @Query() query: MyOrdersQuery): Promise<OrderPage> {
    return this.orders.list(user, query.status, query.page, query.pageSize);
  }
}
