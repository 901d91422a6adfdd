import type * as contracts from '@fanpass/contracts';
import { Body, Controller, Get, Header, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiCodes, ApiReply } from '../../common/http/api-reply.js';
import { api } from '../../common/http/paths.js';
import { type ConsoleAccess, ConsoleRoute, ConsoleUser } from '../roles/index.js';
import { MERCH_COUNTER, MERCH_ORGANISING, ConsoleMerchService } from './console-merch.service.js';
import * as dto from './dto/console-merch.dto.js';
import { OF_EVENT } from './console-routes.js';

/**
 * Merch in the console: stock per variant and orders to ship (an event's organiser, an admin),
 * pick-up orders to make ready and hand over (its staff too). Merch without an event: admins only.
 */
@ApiTags('console')
@Controller(api('console/merch'))
export class ConsoleMerchController {
  constructor(private readonly merch: ConsoleMerchService) {}

  @Get('stock')
  @ConsoleRoute(MERCH_ORGANISING, OF_EVENT)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Stock per variant of the merch I run: price, stock, sold, held and left' })
  @ApiReply([dto.ConsoleMerchStockView])
  stock(
    @ConsoleUser() access: ConsoleAccess,
    @Query() query: dto.MerchScopeQuery,
  ): Promise<contracts.ConsoleMerchStockView[]> {
    return this.merch.stock(access, query.eventId);
  }

  @Post('stock')
  @ConsoleRoute(MERCH_ORGANISING)
  @ApiOperation({
    summary: "Raise or lower a variant's stock, never below what is sold and held (as `ops merch stock`)",
  })
  @ApiCodes('MERCH_VARIANT_NOT_FOUND', 'CONSOLE_STOCK_BELOW_TAKEN', 'CONSOLE_MERCH_PLATFORM_ONLY')
  @ApiReply(dto.ConsoleMerchStockView)
  setStock(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.MerchStockBody,
  ): Promise<contracts.ConsoleMerchStockView> {
    return this.merch.setStock(access, body.variantId, body.stock);
  }

  @Get('toShip')
  @ConsoleRoute(MERCH_ORGANISING, OF_EVENT)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Paid delivery orders not shipped yet, oldest paid first, with their addresses' })
  @ApiReply([dto.ConsoleMerchOrderView])
  toShip(
    @ConsoleUser() access: ConsoleAccess,
    @Query() query: dto.MerchScopeQuery,
  ): Promise<contracts.ConsoleMerchOrderView[]> {
    return this.merch.awaiting(access, 'delivery', query.eventId);
  }

  @Post('ship')
  @ConsoleRoute(MERCH_ORGANISING)
  @ApiOperation({
    summary: 'Ship a paid delivery order with its carrier and tracking number; the fan is e-mailed and alerted',
  })
  @ApiCodes(
    'MERCH_ORDER_NOT_FOUND',
    'CONSOLE_MERCH_NOT_SHIPPABLE',
    'CONSOLE_MERCH_ALREADY_SHIPPED',
    'CONSOLE_MERCH_PLATFORM_ONLY',
  )
  @ApiReply(dto.ConsoleMerchOrderView)
  ship(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.MerchShipBody,
  ): Promise<contracts.ConsoleMerchOrderView> {
    return this.merch.ship(access, body.orderNo, body.carrier.trim(), body.trackingNo.trim());
  }

  @Get('pickup')
  @ConsoleRoute(MERCH_COUNTER, OF_EVENT)
  @Header('cache-control', 'no-store')
  @ApiOperation({ summary: 'Paid pick-up orders not collected yet, oldest paid first, ready or not' })
  @ApiReply([dto.ConsoleMerchOrderView])
  pickup(
    @ConsoleUser() access: ConsoleAccess,
    @Query() query: dto.MerchScopeQuery,
  ): Promise<contracts.ConsoleMerchOrderView[]> {
    return this.merch.awaiting(access, 'pickup', query.eventId);
  }

  @Post('ready')
  @ConsoleRoute(MERCH_COUNTER)
  @ApiOperation({ summary: 'Mark a paid pick-up order ready at the counter (the fan has the ready alert once)' })
  @ApiCodes(
    'MERCH_ORDER_NOT_FOUND',
    'CONSOLE_MERCH_NOT_PICKUP',
    'CONSOLE_MERCH_NOT_COLLECTABLE',
    'CONSOLE_MERCH_ALREADY_COLLECTED',
    'CONSOLE_MERCH_PLATFORM_ONLY',
  )
  @ApiReply(dto.ConsoleMerchOrderView)
  ready(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.MerchOrderBody,
  ): Promise<contracts.ConsoleMerchOrderView> {
    return this.merch.ready(access, body.orderNo);
  }

  @Post('collected')
  @ConsoleRoute(MERCH_COUNTER)
  @ApiOperation({ summary: 'Hand a paid pick-up order over at the counter, looked up by its order number' })
  @ApiCodes(
    'MERCH_ORDER_NOT_FOUND',
    'CONSOLE_MERCH_NOT_PICKUP',
    'CONSOLE_MERCH_NOT_COLLECTABLE',
    'CONSOLE_MERCH_ALREADY_COLLECTED',
    'CONSOLE_MERCH_PLATFORM_ONLY',
  )
  @ApiReply(dto.ConsoleMerchOrderView)
  collected(
    @ConsoleUser() access: ConsoleAccess,
    @Body() body: dto.MerchOrderBody,
  ): Promise<contracts.ConsoleMerchOrderView> {
    return this.merch.collected(access, body.orderNo);
  }
}
