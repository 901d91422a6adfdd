import { API_BASE_PATH } from '@fanpass/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEnvironment } from '../../../lib/http/client';
import { downloadFile } from './download';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a console file download', () => {
  it('fetches with the signed headers and saves the answer under its name', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response('ref,type\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const created = vi.fn((_blob: Blob) => 'blob:enquiries');
    // jsdom has no object URLs: this file's own stand-ins.
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.download} ${this.href}`);
    });

    expect(await downloadFile('/console/support/export', { kind: 'support', q: undefined }, 'enquiries.csv')).toBe(
      true,
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`${API_BASE_PATH}/console/support/export?kind=support`);
    const headers = init!.headers as Record<string, string>;
    expect(headers.signature).toBeTruthy();
    expect(headers.nonce).toHaveLength(16);
    expect(await created.mock.calls[0]![0].text()).toBe('ref,type\r\n');
    expect(clicked).toEqual(['enquiries.csv blob:enquiries']);
  });

  it('shows a refusal as the message of its code and saves nothing', async () => {
    const refusal = { code: 8201, msg: 'Your role in the console does not allow this.', data: null };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(refusal, { status: 403 })),
    );
    const shown = vi.spyOn(browserEnvironment, 'errorToast').mockImplementation(() => undefined);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    expect(await downloadFile('/console/support/export', {}, 'enquiries.csv')).toBe(false);
    expect(shown).toHaveBeenCalledWith(refusal.msg);
    expect(click).not.toHaveBeenCalled();
  });
});
