import { REPLY_CODES } from '@fanpass/contracts';
import { describe, expect, it } from '@jest/globals';
import { contractProblems } from '../src/testing/contract.js';

/** The check every TestApp answer goes through (test/support/test-app.ts). */
describe('contract validation of answers against docs/openapi.json', () => {
  it('passes an answer the document describes', () => {
    const ok = { code: REPLY_CODES.SUCCESS.code, msg: 'Success', data: [{ label: 'Macau', value: 'MO' }] };
    expect(contractProblems('GET', '/fanapih5/basic/getAreaList', { status: 200, body: ok })).toEqual([]);
    const refused = { code: REPLY_CODES.SIGNATURE_INVALID.code, msg: 'bad', data: null };
    expect(contractProblems('GET', '/fanapih5/basic/getAreaList', { status: 401, body: refused })).toEqual([]);
  });

  it('fails a data schema, a code or an HTTP status the document does not describe', () => {
    const wrongData = { code: REPLY_CODES.SUCCESS.code, msg: 'Success', data: 'not a list' };
    expect(contractProblems('GET', '/fanapih5/basic/getAreaList', { status: 200, body: wrongData }).join()).toMatch(
      /does not match the documented schema/,
    );
    const unlisted = { code: REPLY_CODES.PAYMENT_CALLBACK_INVALID.code, msg: 'x', data: null };
    expect(contractProblems('GET', '/fanapih5/basic/getAreaList', { status: 400, body: unlisted }).join()).toMatch(
      /code 5004 with HTTP 400 is not listed/,
    );
    const wrongStatus = { code: REPLY_CODES.SIGNATURE_INVALID.code, msg: 'x', data: null };
    expect(contractProblems('GET', '/fanapih5/basic/getAreaList', { status: 400, body: wrongStatus }).join()).toMatch(
      /not listed/,
    );
    expect(contractProblems('GET', '/fanapih5/basic/getAreaList', { status: 200, body: 'text' }).join()).toMatch(
      /not the envelope/,
    );
  });

  it('matches path parameters and ignores the query', () => {
    const body = { code: REPLY_CODES.LOGIN_EXPIRED.code, msg: 'x', data: null };
    expect(contractProblems('GET', '/fanapih5/userInfo/getUserInfo/12?x=1', { status: 401, body })).toEqual([]);
  });
});
