import {
  QUEUE_ARRIVAL_BASE,
  type QueueFanState,
  type QueueInfoView,
  type QueuePrequeueView,
  type QueueStatusView,
  queueCode,
  shuffleScore,
} from '@fanpass/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors/app-error.js';
import type { Clock } from '../../infra/clock.js';
import { CLOCK } from '../../infra/tokens.js';
import { HumanCheckService } from '../human-check/index.js';
import type { AuthUser } from '../sessions/index.js';
import type { QueueClaims, QueueTokens } from './admission-tokens.js';
import { QueueAlerts } from './queue-alerts.js';
import { QueueRepository } from './queue.repository.js';
import { QUEUE_STORE, type QueueFigures, type QueueStore } from './queue-store.js';
import { QueueState, type LiveQueue } from './queue-state.js';
import { QUEUE_TOKENS } from './queue.tokens.js';

/** The fastest and slowest a waiting fan is told to ask again. */
const NEAREST_MS = 2_000;
const FARTHEST_MS = 60_000;
/** Fans told it sold out (or closed) may still ask now and then: released seats can bring them back. */
const DECIDED_MS = 60_000;
/**
 * A fan the seats left could still serve asks within this of when they no longer could: it hears a
 * sell-out within 10 s, with 2 s left for the answer's own way back under load.
 */
const AT_RISK_MS = 8_000;
/** A prequeue fan asks at least this often (an operator may move the start). */
const PREQUEUE_MS = 300_000;
/** In this last stretch before the start each prequeue fan takes one look, spread over it. */
const LAST_LOOK_MS = 60_000;

/** A join's answer: the place token the screen keeps, and where the fan stands. */
export interface JoinAnswer {
  place: string;
  status: QueueStatusView;
}

/**
 * The on-sale waiting room: joining (once per account, after the human check), each fan's status
 * from the store alone (no per-fan database read), admissions at the configured pace while the
 * seats left can serve them, and the admission the order calls carry.
 */
@Injectable()
export class QueueService {
  /** The prequeue is fixed once the sale starts: each instance reads it from the store once. */
  private readonly published = new Map<number, QueuePrequeueView>();

  constructor(
    private readonly repository: QueueRepository,
    private readonly state: QueueState,
    private readonly humanCheck: HumanCheckService,
    private readonly alerts: QueueAlerts,
    @Inject(QUEUE_STORE) private readonly store: QueueStore,
    @Inject(QUEUE_TOKENS) private readonly tokens: QueueTokens,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async info(eventId: number): Promise<QueueInfoView> {
    const live = await this.state.live(eventId);
    if (!live) throw new AppError('EVENT_NOT_FOUND');
    const { settings, event } = live;
    const started = this.clock.now() >= event.saleStartsAt;
    return {
      eventId,
      enabled: settings?.enabled ?? false,
      method: settings?.method ?? 'shuffle',
      mode: settings?.mode ?? 'open',
      prequeueOpensAt: settings?.prequeueOpensAt ?? event.saleStartsAt,
      saleStartsAt: event.saleStartsAt,
      ratePerMinute: settings?.ratePerMinute ?? 0,
      seedHash: settings?.seedHash ?? null,
      seed: settings && started ? settings.seed : null,
      soldOut: live.seatsLeft <= 0,
    };
  }

  /** My place token when I am in this event's queue (after a reload, on another device), else null. */
  async placeOf(user: AuthUser, eventId: number): Promise<string | null> {
    const code = queueCode(eventId, user.uuid);
    const { place } = await this.store.place(eventId, code, this.clock.now());
    return place ? this.tokens.place({ sub: user.id, evt: eventId, code }) : null;
  }

  async join(user: AuthUser, eventId: number, captcha: string, ip: string): Promise<JoinAnswer> {
    const live = await this.state.live(eventId);
    if (!live) throw new AppError('EVENT_NOT_FOUND');
    const { settings, event } = live;
    const now = this.clock.now();
    if (!settings?.enabled || now < settings.prequeueOpensAt || now >= event.endsAt) {
      throw new AppError('QUEUE_NOT_OPEN');
    }
    if (settings.mode === 'closed') throw new AppError('QUEUE_CLOSED');
    const code = queueCode(eventId, user.uuid);
    const claims: QueueClaims = { sub: user.id, evt: eventId, code };
    const place = this.tokens.place(claims);
    // One place per account: a second join (another tab or device) is refused with the place it has;
    // a fan whose admission ran out unused may join again, at the back.
    const before = await this.store.place(eventId, code, now);
    const ended = before.place?.admission ? before.place.admission.expiresAt <= now : false;
    if (before.place && !ended) throw new AppError('QUEUE_ALREADY_JOINED', {}, { place });
    if (now >= event.saleStartsAt && live.seatsLeft <= 0) throw new AppError('QUEUE_SOLD_OUT');
    await this.humanCheck.require(captcha, ip);
    const shuffled = settings.method === 'random' || (settings.method === 'shuffle' && now < event.saleStartsAt);
    const score = shuffled && !ended ? shuffleScore(settings.seed, code) : null;
    const { joined } = await this.store.join(eventId, code, score, now);
    if (!joined) throw new AppError('QUEUE_ALREADY_JOINED', {}, { place });
    await this.alerts.joined(eventId, code, user.id, ended);
    return { place, status: await this.statusIn(claims, live) };
  }

  /** Where the fan holding this place token stands; the queue moves on first when it is due. */
  status(placeToken: string): Promise<QueueStatusView> {
    return this.statusOf(this.readPlace(placeToken));
  }

  /** The place token's claims (QUEUE_NOT_JOINED for anything else): a stream reads it once. */
  readPlace(placeToken: string): QueueClaims {
    return this.tokens.readPlace(placeToken);
  }

  /** Where the fan with these (verified) claims stands. */
  async statusOf(claims: QueueClaims): Promise<QueueStatusView> {
    const live = await this.state.live(claims.evt);
    if (!live) throw new AppError('EVENT_NOT_FOUND');
    return this.statusIn(claims, live);
  }

  private async statusIn(claims: QueueClaims, live: LiveQueue): Promise<QueueStatusView> {
    await this.state.advance(live);
    const now = this.clock.now();
    const { settings, event } = live;
    const { place, figures } = await this.store.place(claims.evt, claims.code, now);
    if (!place || !settings) throw new AppError('QUEUE_NOT_JOINED');
    const rate = live.rate;
    const base = {
      eventId: claims.evt,
      code: claims.code,
      total: figures.joined,
      admitted: figures.admitted,
      ratePerMinute: settings.ratePerMinute,
      saleStartsAt: event.saleStartsAt,
      arrival: place.score >= QUEUE_ARRIVAL_BASE ? place.score - QUEUE_ARRIVAL_BASE : null,
    };
    if (place.admission) {
      const live = place.admission.expiresAt > now;
      return {
        ...base,
        state: live ? 'admitted' : 'expired',
        position: place.admission.index + 1,
        ahead: 0,
        etaSeconds: null,
        retryAfterMs: live ? Math.max(1_000, place.admission.expiresAt - now) : FARTHEST_MS,
        admission: live
          ? { token: this.tokens.admission(claims, place.admission.expiresAt), expiresAt: place.admission.expiresAt }
          : null,
        admissionIndex: place.admission.index,
      };
    }
    const ahead = place.ahead ?? 0;
    const started = now >= event.saleStartsAt;
    // The seats left (live holds counted) cannot serve me even if each fan ahead takes just one:
    // told at once, not when the last seat goes (admissions not yet used are not counted, as they
    // may lapse). In the prequeue too: until the start more fans only ever join ahead of me, so a
    // fan already drawn behind the seats hears it on its last look before the start.
    const servable = live.seatsLeft - ahead;
    let state: QueueFanState = 'waiting';
    if (settings.mode === 'closed') state = 'closed';
    else if (servable <= 0) state = 'soldOut';
    else if (!started) state = 'prequeue';
    else if (settings.mode === 'paused') state = 'paused';
    const etaMs = started ? (ahead + 1) * (60_000 / rate) : event.saleStartsAt - now + (ahead + 1) * (60_000 / rate);
    // For the pacing, the fans admitted who have not ordered yet may each take the most a fan may.
    const atStake = servable - figures.pending * Math.max(1, event.ticketLimit);
    return {
      ...base,
      state,
      position: state === 'prequeue' ? null : figures.admitted + ahead + 1,
      ahead: state === 'prequeue' ? null : ahead,
      etaSeconds: state === 'waiting' || state === 'paused' ? Math.ceil(etaMs / 1000) : null,
      retryAfterMs: this.pace(state, now, event, etaMs, atStake, live.rate),
      admission: null,
      admissionIndex: null,
    };
  }

  /**
   * When the fan should ask again, so a crowd costs a few asks a second per thousand fans: half the
   * expected wait, between 2 s and 60 s, spread a little so screens do not ask in step. Before the
   * start, every 5 minutes, and once in the last minute (spread over it, so the fans drawn behind
   * the seats hear before the start, without a crowd at the start); that last look sends each fan
   * back after the start as if it had been waiting since: after half its wait from the start, so the
   * prequeue's first asks come in shuffle order at about twice the admission rate, not all at once.
   * A fan the seats could still serve asks within 8 s of when the fans admitted and ahead could,
   * buying the most each, use up what is left, so it hears a sell-out within 10 s. Decided states
   * ask rarely.
   */
  private pace(
    state: QueueFanState,
    now: number,
    event: LiveQueue['event'],
    etaMs: number,
    servable: number,
    rate: number,
  ): number {
    if (state === 'soldOut' || state === 'closed') return DECIDED_MS;
    const spread = 0.9 + Math.random() * 0.2;
    if (state === 'prequeue') {
      const untilStart = event.saleStartsAt - now;
      if (untilStart > LAST_LOOK_MS) {
        const lastLook = untilStart - LAST_LOOK_MS + Math.round(Math.random() * (LAST_LOOK_MS - 10_000));
        return Math.min(lastLook, Math.round(PREQUEUE_MS * spread));
      }
      // As if waiting since the start: etaMs runs from now.
      return Math.max(250, untilStart + this.waiting(etaMs - untilStart, spread, event, servable, rate));
    }
    return this.waiting(etaMs, spread, event, servable, rate);
  }

  /**
   * A waiting fan's pace: half the expected wait, 2–60 s, spread; but no later than 8 s after the
   * fans ahead could use up the seats left (`servable` less what the admissions not used yet could
   * take; each admitted fan who buys k seats brings the end of the seats k - 1 places nearer),
   * taken after the spread, so no screen asks later than it.
   */
  private waiting(etaMs: number, spread: number, event: LiveQueue['event'], servable: number, rate: number): number {
    const wait = Math.min(FARTHEST_MS, Math.max(NEAREST_MS, etaMs / 2)) * spread;
    const nearing = (Math.max(1, event.ticketLimit) - 1) * (rate / 60_000);
    return Math.round(nearing > 0 ? Math.min(wait, AT_RISK_MS + Math.max(0, servable) / nearing) : wait);
  }

  /** After the start: the seed and every prequeue fan's code, to re-run the shuffle (shuffledOrder). */
  async prequeue(eventId: number): Promise<QueuePrequeueView> {
    const live = await this.state.live(eventId);
    if (!live?.settings?.enabled) throw new AppError('QUEUE_NOT_OPEN');
    if (this.clock.now() < live.event.saleStartsAt) throw new AppError('QUEUE_NOT_OPEN');
    const known = this.published.get(eventId);
    if (known) return known;
    const codes = (await this.store.shuffled(eventId)).sort();
    const view = { eventId, seedHash: live.settings.seedHash, seed: live.settings.seed, codes };
    this.published.set(eventId, view);
    return view;
  }

  /**
   * The order calls' check: nothing for an event without a queue; otherwise a valid admission of
   * this account for this event. Answers the claims, so the order can be marked as its use.
   */
  async requireAdmission(user: AuthUser, eventId: number, token: string | undefined): Promise<QueueClaims | null> {
    const live = await this.state.live(eventId);
    if (!live?.settings?.enabled) return null;
    if (!token) throw new AppError('QUEUE_ADMISSION_REQUIRED');
    const claims = this.tokens.readAdmission(token, this.clock.now());
    if (claims.sub !== user.id || claims.evt !== eventId) throw new AppError('QUEUE_ADMISSION_INVALID');
    return claims;
  }

  /** The admission was used for an order: it no longer keeps seats back from the fans waiting. */
  markUsed(claims: QueueClaims): Promise<void> {
    return this.store.markUsed(claims.evt, claims.code);
  }

  figures(eventId: number): Promise<QueueFigures> {
    return this.store.figures(eventId, this.clock.now());
  }
}
