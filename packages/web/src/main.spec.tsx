import { afterEach, describe, expect, it, vi } from 'vitest';

const failure = new Error('the language could not load');

vi.mock('./app/startup', () => ({
  prepare: vi.fn(async () => {
    throw failure;
  }),
  start: vi.fn(),
}));

describe('start-up (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('logs a start-up error with the boot-error prefix and renders nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<div id="root"></div>';
    await import('./main');
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('[boot-error]', failure));
    expect(document.getElementById('root')!.childElementCount).toBe(0);
  });
});
