import { describe, expect, it } from '@jest/globals';
import { deviceClassOf } from './device-class.js';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  chromeMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  chromeOs:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  safariIpadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  windowsPhone:
    'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1; Microsoft; Lumia 950) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.15063',
} as const;

describe('deviceClassOf', () => {
  it('takes Chromium’s Sec-CH-UA-Mobile when there is one', () => {
    expect(deviceClassOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': AGENTS.chromeWindows })).toBe('desktop');
    expect(deviceClassOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': AGENTS.chromeAndroid })).toBe('mobile');
    // The hint alone decides when the User-Agent names neither.
    expect(deviceClassOf({ 'sec-ch-ua-mobile': '?0' })).toBe('desktop');
    expect(deviceClassOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': 'curl/8.5.0' })).toBe('mobile');
    // A phone's hint wins over a desktop User-Agent, and a phone's User-Agent over a desktop hint.
    expect(deviceClassOf({ 'sec-ch-ua-mobile': '?1', 'user-agent': AGENTS.chromeWindows })).toBe('mobile');
    expect(deviceClassOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': AGENTS.chromeAndroid })).toBe('mobile');
  });

  it('reads the User-Agent where there is no hint (Safari, Firefox, plain HTTP)', () => {
    for (const agent of [
      AGENTS.chromeWindows,
      AGENTS.chromeMac,
      AGENTS.headlessLinux,
      AGENTS.firefoxLinux,
      AGENTS.chromeOs,
    ]) {
      expect(deviceClassOf({ 'user-agent': agent })).toBe('desktop');
    }
    for (const agent of [
      AGENTS.chromeAndroid,
      AGENTS.androidTablet,
      AGENTS.firefoxAndroid,
      AGENTS.safariIphone,
      AGENTS.safariIpadOld,
      AGENTS.ipod,
      AGENTS.windowsPhone,
    ]) {
      expect(deviceClassOf({ 'user-agent': agent })).toBe('mobile');
    }
  });

  it('is unknown, never desktop, when the headers name no device', () => {
    expect(deviceClassOf({})).toBe('unknown');
    expect(deviceClassOf({ 'user-agent': '' })).toBe('unknown');
    expect(deviceClassOf({ 'user-agent': 'curl/8.5.0' })).toBe('unknown');
    expect(deviceClassOf({ 'user-agent': 'node' })).toBe('unknown');
    expect(deviceClassOf({ 'sec-ch-ua-mobile': 'maybe' })).toBe('unknown');
  });

  it('reads the first of repeated headers', () => {
    expect(deviceClassOf({ 'sec-ch-ua-mobile': ['?1', '?0'] })).toBe('mobile');
    expect(deviceClassOf({ 'user-agent': [AGENTS.chromeMac, AGENTS.safariIphone] })).toBe('desktop');
  });
});
