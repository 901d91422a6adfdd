import type { QueueInfoView, QueuePrequeueView, QueueStatusView } from '@fanpass/contracts';
import { Body, Controller, Get, Header, Ip, type MessageEvent, Post, Query, Sse } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Observable } from 'rxjs';
import { ApiReply } from '../../common/http/api-reply.js';
import { Public, Raw, Unsigned } from '../../common/http/decorators.js';
import { api } from '../../common/http/paths.js';
import { CurrentUser, type AuthUser } from '../sessions/index.js';
import { JoinQueueBody, QueueEventQuery, QueuePlaceQuery } from './dto/queue.dto.js';
import * as views from './dto/queue.view.js';
import { type JoinAnswer, QueueService } from './queue.service.js';
import { QueueStream } from './queue-stream.js';

@ApiTags('queue')
@Controller(api('queue'))
export class QueueController {
  constructor(
    private readonly queue: QueueService,
    private readonly stream: QueueStream,
  ) {}

  @Get('info')
  @Public()
  @ApiOperation({ summary: 'Whether an event sells through the waiting room, its times, rate and shuffle commitment' })
  @ApiReply(views.QueueInfoView)
  info(@Query() query: QueueEventQuery): Promise<QueueInfoView> {
    return this.queue.info(query.eventId);
  }

  @Get('place')
  @ApiOperation({ summary: 'My place token in this event’s queue (after a reload or on another device), or null' })
  @ApiReply(views.QueuePlaceView)
  async place(@CurrentUser() user: AuthUser, @Query() query: QueueEventQuery): Promise<{ place: string | null }> {
    return { place: await this.queue.placeOf(user, query.eventId) };
  }

  @Post('join')
  @ApiOperation({
    summary:
      'Join the waiting room (one place per account; human check). Before the sale the prequeue is shuffled at the start; later arrivals queue in order',
  })
  @ApiReply(views.QueueJoinView)
  join(@CurrentUser() user: AuthUser, @Ip() ip: string, @Body() body: JoinQueueBody): Promise<JoinAnswer> {
    return this.queue.join(user, body.eventId, body.captcha, ip);
  }

  @Get('status')
  @Public()
  @Unsigned()
  @Header('cache-control', 'no-store')
  @ApiOperation({
    summary:
      'Where I stand (JSON for any client): position, fans ahead, estimated wait, and when to ask again (retryAfterMs); the admission once it is my turn',
  })
  @ApiReply(views.QueueStatusView)
  status(@Query() query: QueuePlaceQuery): Promise<QueueStatusView> {
    return this.queue.status(query.place);
  }

  @Sse('stream')
  @Public()
  @Unsigned()
  @Raw()
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary:
      'Server-sent events: my status (as /queue/status) whenever it is due, until I am admitted or the sale is over',
  })
  events(@Query() query: QueuePlaceQuery): Observable<MessageEvent> {
    return this.stream.follow(query.place);
  }

  @Get('prequeue')
  @Public()
  // Published for anyone checking the draw, with or without a client key.
  @Unsigned()
  @ApiOperation({ summary: 'After the start: the seed and every prequeue fan’s code, to re-run the shuffle' })
  @ApiReply(views.QueuePrequeueView)
  prequeue(@Query() query: QueueEventQuery): Promise<QueuePrequeueView> {
    return this.queue.prequeue(query.eventId);
  }
}
