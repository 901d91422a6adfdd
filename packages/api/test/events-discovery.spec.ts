import { REPLY_CODES } from '@fanpass/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedDemoArtists, seedDemoEvents } from '../src/modules/events/demo-events.js';
import { EventRow } from '../src/modules/events/entities/event.entity.js';
import { type EventInput, parseEventFile } from '../src/modules/events/event-import.js';
import { TestApp } from './support/test-app.js';
import { createEvent } from './support/tickets-fixtures.js';

const LIST = '/fanapih5/event/list';
const DAY = 86_400_000;

interface Card {
  id: number;
  title: string;
  city: string | null;
  doorsAt: number | null;
  startsAt: number;
}

describe('events: discovery (name, city, dates) and the event page fields', () => {
  let t: TestApp;
  let now: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await TestApp.start();
    now = t.clock.now();
    const make = async (key: string, title: string, city: string, inDays: number, more: Partial<EventInput> = {}) => {
      const { event } = await createEvent(t, {
        title,
        city,
        location: `1 Some Road, ${city}`,
        doorsAt: now + inDays * DAY - 3_600_000,
        startsAt: now + inDays * DAY,
        endsAt: now + inDays * DAY + 3 * 3_600_000,
        ...more,
      });
      ids[key] = event.id;
    };
    await make('hanoiSoon', 'Rock Night 100% Loud', 'Hanoi', 2);
    await make('hanoiLater', 'Jazz Evening', 'Hanoi', 40, { artist: 'Trio Sông Hồng', venue: 'Jazz Opera House' });
    await make('saigon', 'ROCK under the stars', 'Ho Chi Minh City', 10, {
      artist: 'The Lotus Lanterns',
      timeZone: 'Asia/Ho_Chi_Minh',
    });
    await make('past', 'Rock Yesterday', 'Da Nang', -2);
  });
  afterAll(async () => {
    await t.close();
  });

  const titles = (body: { data: { list: Card[] } }) => body.data.list.map((e) => e.title);

  it('searches by name, case-insensitively, with LIKE wildcards taken literally, and never lists ended events', async () => {
    const rock = await t.get(LIST, { q: 'rock' });
    expect(rock.body.code).toBe(REPLY_CODES.SUCCESS.code);
    expect(titles(rock.body)).toEqual(['Rock Night 100% Loud', 'ROCK under the stars']);
    expect(rock.body.data.total).toBe(2);

    const percent = await t.get(LIST, { q: '100%' });
    expect(titles(percent.body)).toEqual(['Rock Night 100% Loud']);
    const wildcard = await t.get(LIST, { q: '_' });
    expect(titles(wildcard.body)).toEqual([]);

    const ended = await t.get(LIST, { q: 'rock', status: 'ended' });
    expect(titles(ended.body)).toEqual(['Rock Yesterday']);
  });

  it('searches the artist, the venue and the city as well as the name, and shows the artist', async () => {
    const artist = await t.get(LIST, { q: 'lotus LANTERNS' });
    expect(titles(artist.body)).toEqual(['ROCK under the stars']);
    expect(artist.body.data.list[0]).toMatchObject({ artist: 'The Lotus Lanterns' });
    // Letters beyond ASCII, as a Vietnamese fan types them.
    expect(titles((await t.get(LIST, { q: 'Sông Hồng' })).body)).toEqual(['Jazz Evening']);
    expect(titles((await t.get(LIST, { q: 'opera house' })).body)).toEqual(['Jazz Evening']);
    expect(titles((await t.get(LIST, { q: 'hanoi' })).body)).toEqual(['Rock Night 100% Loud', 'Jazz Evening']);
    expect(titles((await t.get(LIST, { q: 'Ho Chi' })).body)).toEqual(['ROCK under the stars']);
    // Matching the name and the venue at once, the event is listed once.
    expect((await t.get(LIST, { q: 'jazz' })).body.data).toMatchObject({ total: 1, list: [{ title: 'Jazz Evening' }] });
    // Narrowed further by the city filter; an event without an artist is no match for one.
    expect(titles((await t.get(LIST, { q: 'lotus', city: 'Hanoi' })).body)).toEqual([]);
    expect(titles((await t.get(LIST, { q: 'trio' })).body)).toEqual(['Jazz Evening']);
    const detail = await t.get('/fanapih5/event/detail', { id: ids.hanoiSoon! });
    expect(detail.body.data.artist).toBeNull();
  });

  it('filters by city and lists the cities of events not ended', async () => {
    const hanoi = await t.get(LIST, { city: 'Hanoi' });
    expect(titles(hanoi.body)).toEqual(['Rock Night 100% Loud', 'Jazz Evening']);
    const both = await t.get(LIST, { city: 'Hanoi', q: 'jazz' });
    expect(titles(both.body)).toEqual(['Jazz Evening']);

    const cities = await t.get('/fanapih5/event/cities');
    expect(cities.body.code).toBe(REPLY_CODES.SUCCESS.code);
    // Da Nang has only an ended event: not a choice.
    expect(cities.body.data).toEqual(['Hanoi', 'Ho Chi Minh City']);
  });

  it('keeps events starting in [from, to) and pages the result', async () => {
    const week = await t.get(LIST, { from: now, to: now + 7 * DAY });
    expect(titles(week.body)).toEqual(['Rock Night 100% Loud']);
    const month = await t.get(LIST, { from: now, to: now + 30 * DAY, city: 'Ho Chi Minh City' });
    expect(titles(month.body)).toEqual(['ROCK under the stars']);
    const edge = await t.get(LIST, { from: now + 10 * DAY, to: now + 40 * DAY });
    expect(titles(edge.body)).toEqual(['ROCK under the stars']);

    const first = await t.get(LIST, { city: 'Hanoi', page: 1, pageSize: 1 });
    const second = await t.get(LIST, { city: 'Hanoi', page: 2, pageSize: 1 });
    expect(first.body.data).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(titles(first.body)).toEqual(['Rock Night 100% Loud']);
    expect(titles(second.body)).toEqual(['Jazz Evening']);
  });

  it('refuses bad filters with field errors in the caller language', async () => {
    const range = await t.get(LIST, { from: now + DAY, to: now }, { lang: 'vi' });
    expect(range.status).toBe(400);
    expect(range.body.code).toBe(REPLY_CODES.VALIDATION_FAILED.code);
    expect(range.body.data.fields).toContainEqual({ field: 'to', message: 'Ngày kết thúc phải sau ngày bắt đầu.' });

    const notATime = await t.get(LIST, { from: 'tomorrow' }, { lang: 'en-US' });
    expect(notATime.body.data.fields).toContainEqual({
      field: 'from',
      message: 'Dates must be times in epoch milliseconds.',
    });
    const long = await t.get(LIST, { q: 'x'.repeat(101) }, { lang: 'zh' });
    expect(long.body.data.fields).toContainEqual({
      field: 'q',
      message: '请输入 1 至 100 个字符的活动名称、艺人、场馆或城市进行搜索。',
    });
    const blank = await t.get(LIST, { city: '   ' }, { lang: 'en-US' });
    expect(blank.body.data.fields).toContainEqual({ field: 'city', message: 'Choose a city from the list.' });
  });

  it('shows city, doors time and the venue time zone on the card and the detail', async () => {
    const detail = await t.get('/fanapih5/event/detail', { id: ids.saigon! });
    expect(detail.body.data).toMatchObject({
      timeZone: 'Asia/Ho_Chi_Minh',
      city: 'Ho Chi Minh City',
      doorsAt: now + 10 * DAY - 3_600_000,
      startsAt: now + 10 * DAY,
    });
    const list = await t.get(LIST, { q: 'jazz' });
    expect(list.body.data.list[0]).toMatchObject({ city: 'Hanoi', doorsAt: now + 40 * DAY - 3_600_000 });
    const saigon = (await t.get(LIST, { q: 'lotus' })).body.data.list[0];
    expect(saigon).toMatchObject({ title: 'ROCK under the stars', timeZone: 'Asia/Ho_Chi_Minh' });
  });

  it("reads the venue's time zone from the import file, Macau's when left out, and refuses a name that is none", () => {
    const base = {
      slug: 'x',
      title: 'X',
      venue: 'V',
      location: 'Central, Hong Kong',
      startsAt: '2027-01-10T12:00:00Z',
      endsAt: '2027-01-10T15:00:00Z',
      ticketTypes: [{ code: 'a', name: 'A', price: 1, capacity: 1 }],
    };
    expect(parseEventFile(base, { currency: 'VND' }).events[0]!.timeZone).toBe('Asia/Macau');
    const given = parseEventFile({ ...base, timeZone: 'Asia/Hong_Kong' }, { currency: 'VND' });
    expect(given.problems).toEqual([]);
    expect(given.events[0]!.timeZone).toBe('Asia/Hong_Kong');
    for (const wrong of ['GMT+8 Hong Kong', 'Asia/Gotham', 8]) {
      expect(parseEventFile({ ...base, timeZone: wrong }, { currency: 'VND' }).problems).toEqual([
        `events[0].timeZone: must be the venue's IANA time zone, e.g. "Asia/Macau" (got ${JSON.stringify(wrong)})`,
      ]);
    }
  });

  it('reads artist, city and doors time from the import file, deriving the city from the location when left out', () => {
    const base = {
      slug: 'x',
      title: 'X',
      venue: 'V',
      location: 'Street 1, District 3, Ho Chi Minh City',
      startsAt: '2027-01-10T12:00:00Z',
      endsAt: '2027-01-10T15:00:00Z',
      ticketTypes: [{ code: 'a', name: 'A', price: 1, capacity: 1 }],
    };
    const derived = parseEventFile(base, { currency: 'VND' });
    expect(derived.problems).toEqual([]);
    expect(derived.events[0]).toMatchObject({ city: 'Ho Chi Minh City', doorsAt: null, artist: null });

    const named = parseEventFile({ ...base, artist: '  The Lotus Lanterns ' }, { currency: 'VND' });
    expect(named.events[0]).toMatchObject({ artist: 'The Lotus Lanterns' });
    const long = parseEventFile({ ...base, artist: 'x'.repeat(201) }, { currency: 'VND' });
    expect(long.problems).toEqual(['events[0].artist: must be text of 1 to 200 characters']);

    const given = parseEventFile({ ...base, city: 'Saigon', doorsAt: '2027-01-10T11:00:00Z' }, { currency: 'VND' });
    expect(given.events[0]).toMatchObject({ city: 'Saigon', doorsAt: Date.parse('2027-01-10T11:00:00Z') });

    const late = parseEventFile({ ...base, doorsAt: '2027-01-10T13:00:00Z' }, { currency: 'VND' });
    expect(late.problems).toEqual(['events[0].doorsAt: must not be after startsAt']);
    const bad = parseEventFile({ ...base, doorsAt: 'soon' }, { currency: 'VND' });
    expect(bad.problems).toEqual(['events[0].doorsAt: must be an ISO date-time or epoch milliseconds']);
  });

  it('names the artists of a demo catalogue seeded before events had one, keeping an artist set since', async () => {
    await t.dataSource.transaction((tx) => seedDemoEvents(tx, now));
    const events = t.dataSource.manager.getRepository(EventRow);
    await events.update({ slug: 'demo-summer-live' }, { artist: null });
    await events.update({ slug: 'demo-sold-out-gala' }, { artist: 'Renamed by the organiser' });
    await events.update({ slug: 'demo-real-name-showcase' }, { artist: null });
    await t.dataSource.transaction((tx) => seedDemoArtists(tx, now));
    const artists = Object.fromEntries((await events.find()).map((e) => [e.slug, e.artist]));
    expect(artists).toMatchObject({
      'demo-summer-live': 'The Lotus Lanterns',
      'demo-sold-out-gala': 'Renamed by the organiser',
      'demo-real-name-showcase': 'STARRY-5',
    });
    expect(titles((await t.get(LIST, { q: 'starry' })).body)).toEqual(['Idol Showcase (real-name tickets)']);
  });
});
