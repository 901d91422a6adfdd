import { QUEUE_ARRIVAL_BASE } from '@fanpass/contracts';
import type { Redis } from 'ioredis';
import { ReadBatch } from '../../infra/read-batch.js';
import type { AdvanceLimits, FanPlace, QueueFigures, QueueStore } from './queue-store.js';

/*
 * Keys of one event's queue share a hash tag, so a cluster keeps them in one slot:
 *   j  hash   member -> score (everyone who joined)
 *   w  zset   member by score (still waiting)
 *   a  hash   member -> "index:expiresAt" (admitted)
 *   act zset  member by expiresAt (live admissions);  pend zset  the same, not yet used for an order
 *   s  hash   arrivals, admitted, creditAt
 */
const KEYS = ['j', 'w', 'a', 'act', 'pend', 's'] as const;

// ARGV: member, score ('' = next arrival), arrival base, now. A member whose admission ended by now
// joins again at the back, as a new arrival.
const JOIN = `
local known = redis.call('HGET', KEYS[1], ARGV[1])
local score = ARGV[2]
if known then
  local admission = redis.call('HGET', KEYS[3], ARGV[1])
  if not admission or tonumber(string.match(admission, ':(%d+)$')) > tonumber(ARGV[4]) then return {0, known} end
  redis.call('HDEL', KEYS[3], ARGV[1])
  score = ''
end
-- '%.0f', not tostring: Lua prints numbers to 14 digits, and arrival scores have 15 or more.
if score == '' then score = string.format('%.0f', tonumber(ARGV[3]) + redis.call('HINCRBY', KEYS[6], 'arrivals', 1)) end
redis.call('HSET', KEYS[1], ARGV[1], score)
redis.call('ZADD', KEYS[2], score, ARGV[1])
return {1, score}`;

// ARGV: the members asked about. Answers the figures, then each member's score, rank among those
// waiting and admission (false where there is none): one round trip for every fan asked together.
const PLACES = `
local out = {redis.call('HLEN', KEYS[1]), redis.call('ZCARD', KEYS[2]), redis.call('HGET', KEYS[6], 'admitted') or '0',
  redis.call('ZCARD', KEYS[4]), redis.call('ZCARD', KEYS[5])}
for i = 1, #ARGV do
  local score = redis.call('HGET', KEYS[1], ARGV[i])
  local admission = false
  local ahead = false
  if score then
    admission = redis.call('HGET', KEYS[3], ARGV[i])
    if not admission then ahead = redis.call('ZRANK', KEYS[2], ARGV[i]) end
  end
  out[#out + 1] = score
  out[#out + 1] = ahead
  out[#out + 1] = admission
end
return out`;

// ARGV: now, startAt, ratePerMinute, maxActive, admissionMs, seatsLeft, running(1/0)
const ADVANCE = `
local now = tonumber(ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', now)
if ARGV[7] ~= '1' then
  redis.call('HSET', KEYS[6], 'creditAt', ARGV[1])
  return {}
end
local creditAt = math.max(tonumber(redis.call('HGET', KEYS[6], 'creditAt') or ARGV[2]), tonumber(ARGV[2]))
local per = 60000 / tonumber(ARGV[3])
local due = math.floor((now - creditAt) / per)
if due <= 0 then return {} end
redis.call('HSET', KEYS[6], 'creditAt', tostring(creditAt + due * per))
local room = math.min(due, tonumber(ARGV[4]) - redis.call('ZCARD', KEYS[4]),
  tonumber(ARGV[6]) - redis.call('ZCARD', KEYS[5]))
if room <= 0 then return {} end
local popped = redis.call('ZPOPMIN', KEYS[2], room)
local expiresAt = now + tonumber(ARGV[5])
local admitted = {}
for i = 1, #popped, 2 do
  local index = redis.call('HINCRBY', KEYS[6], 'admitted', 1) - 1
  redis.call('HSET', KEYS[3], popped[i], index .. ':' .. string.format('%.0f', expiresAt))
  redis.call('ZADD', KEYS[4], expiresAt, popped[i])
  redis.call('ZADD', KEYS[5], expiresAt, popped[i])
  admitted[#admitted + 1] = popped[i]
end
return admitted`;

const FIGURES = `
redis.call('ZREMRANGEBYSCORE', KEYS[4], '-inf', ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[5], '-inf', ARGV[1])
return {redis.call('HLEN', KEYS[1]), redis.call('ZCARD', KEYS[2]), redis.call('HGET', KEYS[6], 'admitted') or '0',
  redis.call('ZCARD', KEYS[4]), redis.call('ZCARD', KEYS[5])}`;

type Reply = (string | number | null)[];

/** The figures at the head of a PLACES or FIGURES reply. */
function figuresOf(r: Reply): QueueFigures {
  return {
    joined: Number(r[0]),
    waiting: Number(r[1]),
    admitted: Number(r[2]),
    active: Number(r[3]),
    pending: Number(r[4]),
  };
}

/** One member's place in a PLACES reply, from its score at `at`. */
function placeOf(r: Reply, at: number): FanPlace | null {
  const [score, ahead, admitted] = [r[at], r[at + 1], r[at + 2]];
  if (score === null || score === undefined) return null;
  let admission: FanPlace['admission'] = null;
  if (typeof admitted === 'string') {
    const [index, expiresAt] = admitted.split(':');
    admission = { index: Number(index), expiresAt: Number(expiresAt) };
  }
  return { score: Number(score), ahead: ahead === null || ahead === undefined ? null : Number(ahead), admission };
}

/**
 * The queue in Redis, shared by every instance: each step is one Lua script, so two instances
 * never admit the same fan or give two fans one place. Redis's own persistence keeps the places
 * when an instance restarts.
 */
export class RedisQueueStore implements QueueStore {
  /** Keyed `eventId:member`: a crowd asking at once costs one script per event, not one per fan. */
  private readonly asked = new ReadBatch<string, { place: FanPlace | null; figures: QueueFigures }>((keys) =>
    this.readPlaces(keys),
  );

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  private keys(eventId: number): string[] {
    return KEYS.map((k) => `${this.prefix}:queue:{${eventId}}:${k}`);
  }

  private run(script: string, eventId: number, ...args: (string | number)[]): Promise<unknown> {
    // ioredis sends EVALSHA and falls back to EVAL once per script (its documented eval caching).
    return this.redis.eval(script, KEYS.length, ...this.keys(eventId), ...args);
  }

  async join(
    eventId: number,
    member: string,
    score: number | null,
    now: number,
  ): Promise<{ joined: boolean; score: number }> {
    const [joined, given] = (await this.run(JOIN, eventId, member, score ?? '', QUEUE_ARRIVAL_BASE, now)) as [
      number,
      string,
    ];
    return { joined: joined === 1, score: Number(given) };
  }

  place(eventId: number, member: string): Promise<{ place: FanPlace | null; figures: QueueFigures }> {
    return this.asked.get(`${eventId}:${member}`) as Promise<{ place: FanPlace | null; figures: QueueFigures }>;
  }

  /** The places asked for in one turn of the event loop, one script per event (ReadBatch). */
  private async readPlaces(keys: string[]): Promise<Map<string, { place: FanPlace | null; figures: QueueFigures }>> {
    const byEvent = new Map<number, string[]>();
    for (const key of keys) {
      const eventId = Number(key.slice(0, key.indexOf(':')));
      const members = byEvent.get(eventId);
      if (members) members.push(key);
      else byEvent.set(eventId, [key]);
    }
    const found = new Map<string, { place: FanPlace | null; figures: QueueFigures }>();
    await Promise.all(
      [...byEvent].map(async ([eventId, asked]) => {
        const members = asked.map((key) => key.slice(key.indexOf(':') + 1));
        const r = (await this.run(PLACES, eventId, ...members)) as Reply;
        const figures = figuresOf(r);
        asked.forEach((key, i) => found.set(key, { place: placeOf(r, 5 + i * 3), figures }));
      }),
    );
    return found;
  }

  async advance(eventId: number, l: AdvanceLimits): Promise<string[]> {
    return (await this.run(
      ADVANCE,
      eventId,
      l.now,
      l.startAt,
      l.ratePerMinute,
      l.maxActive,
      l.admissionMs,
      l.seatsLeft,
      l.running ? 1 : 0,
    )) as string[];
  }

  async markUsed(eventId: number, member: string): Promise<void> {
    await this.redis.zrem(this.keys(eventId)[4]!, member);
  }

  async figures(eventId: number, now: number): Promise<QueueFigures> {
    return figuresOf((await this.run(FIGURES, eventId, now)) as Reply);
  }

  async shuffled(eventId: number): Promise<string[]> {
    const all = await this.redis.hgetall(this.keys(eventId)[0]!);
    return Object.entries(all)
      .filter(([, score]) => Number(score) < QUEUE_ARRIVAL_BASE)
      .map(([member]) => member);
  }

  async clear(eventId: number): Promise<void> {
    await this.redis.del(...this.keys(eventId));
  }
}
