import { describe, expect, it } from '@jest/globals';
import { parseGrant } from './voucher-grant.js';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

describe('voucher grant JSON', () => {
  it('reads a fixed voucher with defaults: scope any, from now, minimum spend 0', () => {
    expect(parseGrant('{"kind":"fixed","value":5000,"validDays":30}', NOW, false)).toEqual({
      title: null,
      kind: 'fixed',
      value: 5000,
      cap: null,
      minSpend: 0,
      scope: 'any',
      eventId: null,
      validFrom: NOW,
      validTo: NOW + 30 * DAY,
      code: null,
      grantKey: null,
    });
  });

  it('reads ISO times, a percent voucher with a cap, an event scope, a code and a key', () => {
    const grant = parseGrant(
      JSON.stringify({
        kind: 'percent',
        value: 15,
        cap: 100_00,
        scope: 'event',
        eventId: 3,
        validFrom: '2027-01-01T00:00:00Z',
        validTo: '2027-02-01T00:00:00Z',
        code: 'SUMMER-15',
        grantKey: 'summer',
        title: ' Summer ',
      }),
      NOW,
      false,
    );
    expect(grant).toMatchObject({
      kind: 'percent',
      value: 15,
      cap: 100_00,
      scope: 'event',
      eventId: 3,
      validFrom: Date.parse('2027-01-01T00:00:00Z'),
      code: 'SUMMER-15',
      title: 'Summer',
    });
  });

  it('lists every problem, one line each', () => {
    const problems = parseGrant(
      '{"kind":"percent","value":150,"cap":-1,"scope":"event","validTo":1,"code":"x","colour":"red"}',
      NOW,
      false,
    ) as string[];
    expect(problems).toEqual([
      'colour: unknown field (known: title, kind, value, cap, minSpend, scope, eventId, validFrom, validTo, validDays, code, grantKey)',
      'value: a percent voucher takes 1 to 100 (per cent)',
      'cap: must be a whole number of minor units above 0',
      'eventId: a voucher of scope event needs the event id',
      'validTo: must be after validFrom',
      'validTo: must be in the future',
      'code: 4 to 32 of A-Z, 0-9 and -',
    ]);
    expect(parseGrant('{"kind":"fixed","value":1}', NOW, false)).toEqual(['validTo: required (or validDays)']);
    expect(parseGrant('nope', NOW, false)).toEqual([expect.stringMatching(/^not JSON/)]);
    expect(parseGrant('{"kind":"fixed","value":1,"validDays":1,"code":"ABCD"}', NOW, true)).toEqual([
      'code: codes are unique, so a grant to --all cannot name one',
    ]);
    expect(parseGrant('{"kind":"fixed","value":1,"cap":5,"validDays":1,"eventId":4}', NOW, false)).toEqual([
      'cap: only a percent voucher has a cap',
      'eventId: only a voucher of scope event names an event',
    ]);
  });
});
