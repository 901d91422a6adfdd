import { STORAGE_KEYS } from '@fanpass/contracts';
import { describe, expect, it } from 'vitest';
import {
  getArea,
  getAreaList,
  getDarkMode,
  getLanguage,
  getRepairNotice,
  clearWalletRechargeResult,
  getWalletRechargeResult,
  isInstallSkipped,
  normalizeAreaList,
  saveAreaList,
  saveRepairNotice,
  saveWalletRechargeResult,
  setArea,
  setDarkMode,
  setLanguage,
  skipInstallApp,
} from './storage';

describe('local values (spec §3)', () => {
  it('defaults the language to zh and stores en-US as en_US', () => {
    expect(getLanguage()).toBe('zh');
    expect(setLanguage('en-US')).toBe('en_US');
    expect(localStorage.getItem(STORAGE_KEYS.lang)).toBe('en_US');
    expect(getLanguage()).toBe('en_US');
    localStorage.setItem(STORAGE_KEYS.lang, 'klingon');
    expect(getLanguage()).toBe('zh');
    expect(() => setLanguage('xx')).toThrow();
  });

  it('defaults the area to Macau (MO) and lets the stored choice win', () => {
    expect(getArea()).toEqual({ label: 'Macau', value: 'MO' });
    setArea({ label: 'Hong Kong', value: 'HK' });
    expect(getArea()).toEqual({ label: 'Hong Kong', value: 'HK' });
    localStorage.setItem(STORAGE_KEYS.area, 'not json');
    expect(getArea().value).toBe('MO');
  });

  it('accepts the area list as an array or as an object of label -> value pairs', () => {
    expect(normalizeAreaList([{ label: 'Macau', value: 'MO' }, { bad: 1 }])).toEqual([{ label: 'Macau', value: 'MO' }]);
    expect(normalizeAreaList({ Macau: 'MO', 'Hong Kong': 'HK', broken: 3 })).toEqual([
      { label: 'Macau', value: 'MO' },
      { label: 'Hong Kong', value: 'HK' },
    ]);
    expect(normalizeAreaList(null)).toEqual([]);
    saveAreaList({ Macau: 'MO' });
    expect(getAreaList()).toEqual([{ label: 'Macau', value: 'MO' }]);
  });

  it('follows the system for dark mode until the user chooses', () => {
    expect(getDarkMode()).toBeNull();
    setDarkMode(true);
    expect(localStorage.getItem(STORAGE_KEYS.isDarkMode)).toBe('true');
    expect(getDarkMode()).toBe(true);
    setDarkMode(false);
    expect(getDarkMode()).toBe(false);
  });

  it('remembers a dismissed install prompt in skipInstallApp', () => {
    expect(isInstallSkipped()).toBe(false);
    skipInstallApp();
    expect(localStorage.getItem(STORAGE_KEYS.skipInstallApp)).toBe('1');
    expect(isInstallSkipped()).toBe(true);
  });

  it('stores the wallet recharge result and order number under the spec keys', () => {
    saveWalletRechargeResult('R100');
    expect(localStorage.getItem('wallet-recharge-result')).toBe('success');
    expect(localStorage.getItem('wallet-recharge-result-orderNo')).toBe('R100');
    expect(getWalletRechargeResult()).toEqual({ result: 'success', orderNo: 'R100' });
    clearWalletRechargeResult();
    expect(localStorage.getItem('wallet-recharge-result')).toBeNull();
    expect(localStorage.getItem('wallet-recharge-result-orderNo')).toBeNull();
    expect(getWalletRechargeResult()).toBeNull();
  });

  it('stores the repair notice (msg and data) under the repair key', () => {
    expect(getRepairNotice()).toBeNull();
    saveRepairNotice({ msg: 'Back soon', data: { message: 'Back soon', since: 1 } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.repair)!)).toEqual({
      msg: 'Back soon',
      data: { message: 'Back soon', since: 1 },
    });
    expect(getRepairNotice()?.data?.since).toBe(1);
  });
});
