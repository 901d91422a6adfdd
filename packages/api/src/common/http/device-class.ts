import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The kind of device a request comes from, as the browser's own headers tell it: `unknown` when
 * they name neither (no header, a client that is not a browser). Only `desktop` may buy what is
 * sold on the desktop web only (docs/decisions/0014-desktop-only-sales.md).
 */
export type DeviceClass = 'desktop' | 'mobile' | 'unknown';

export const DEVICE_CLASSES: readonly DeviceClass[] = ['desktop', 'mobile', 'unknown'];

/** Tokens of phone and tablet browsers' User-Agent (Chrome and Firefox on Android, Safari on iOS, …). */
const MOBILE_AGENT =
  /Mobi|Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini|Kindle|Silk|webOS|HarmonyOS/i;

/** Tokens of desktop operating systems in a User-Agent (Windows, macOS, Linux and BSD desktops, ChromeOS). */
const DESKTOP_AGENT = /Windows NT|Macintosh|Mac OS X|X11|CrOS|Linux x86_64/;

type Headers = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The device class of a request from headers the browser sets itself and a page's script cannot
 * set: `Sec-CH-UA-Mobile` (Chromium sends `?1` or `?0` on every request over HTTPS or to
 * localhost; `Sec-` headers are forbidden to fetch), else the `User-Agent` (Safari and Firefox
 * send no client hints). Any sign of a phone or tablet wins: a mobile token in the User-Agent
 * makes `?0` mobile too (an emulator, or a hint the user agent got wrong). Desktop needs a
 * positive sign; neither is `unknown`.
 */
export function deviceClassOf(headers: Headers): DeviceClass {
  const hint = first(headers['sec-ch-ua-mobile'])?.trim();
  const agent = first(headers['user-agent']) ?? '';
  if (hint === '?1' || MOBILE_AGENT.test(agent)) return 'mobile';
  if (hint === '?0' || DESKTOP_AGENT.test(agent)) return 'desktop';
  return 'unknown';
}

/** The device class of the request (`deviceClassOf` its headers). */
export const Device = createParamDecorator((_data: unknown, context: ExecutionContext): DeviceClass =>
  deviceClassOf(context.switchToHttp().getRequest<FastifyRequest>().headers),
);
