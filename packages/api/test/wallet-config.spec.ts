import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config/config.js';
import { configProblems } from './support/config-problems.js';

describe('wallet configuration', () => {
  it('has top-up limits by default: 50,000,000 VND a top-up, 100,000,000 a day, six presets, 30 minutes to pay', () => {
    expect(loadConfig({}).wallet).toEqual({
      topUpMax: 5_000_000_000,
      topUpDailyMax: 10_000_000_000,
      topUpPresets: [10_000_000, 20_000_000, 50_000_000, 100_000_000, 200_000_000, 500_000_000],
      topUpHoldMinutes: 30,
    });
    expect(
      loadConfig({ WALLET_TOPUP_MAX: '1000', WALLET_TOPUP_DAILY_MAX: '5000', WALLET_TOPUP_PRESETS: '100, 500' }).wallet,
    ).toMatchObject({ topUpMax: 1000, topUpDailyMax: 5000, topUpPresets: [100, 500] });
  });

  it('refuses a maximum of 0, a day maximum below one top-up, and presets above the maximum', () => {
    const refused = (env: Record<string, string>) => configProblems(env).map((p) => p.split(':')[0]);
    expect(refused({ WALLET_TOPUP_MAX: '0' })).toContain('WALLET_TOPUP_MAX');
    expect(refused({ WALLET_TOPUP_MAX: '1000', WALLET_TOPUP_DAILY_MAX: '999', WALLET_TOPUP_PRESETS: '500' })).toEqual([
      'WALLET_TOPUP_DAILY_MAX',
    ]);
    expect(refused({ WALLET_TOPUP_MAX: '1000', WALLET_TOPUP_PRESETS: '500,2000' })).toEqual(['WALLET_TOPUP_PRESETS']);
    expect(refused({ WALLET_TOPUP_PRESETS: 'ten' })).toEqual(['WALLET_TOPUP_PRESETS']);
    expect(refused({ WALLET_TOPUP_HOLD_MINUTES: '0' })).toEqual(['WALLET_TOPUP_HOLD_MINUTES']);
  });
});
