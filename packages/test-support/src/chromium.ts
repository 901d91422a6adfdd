import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: nothing ever downloads a browser. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium, quiet on a closed network; `debuggingPort` opens it to Lighthouse too, `args`
 * adds flags (a fake camera for the gate scanner's journey).
 */
export function launchChromium(options: { debuggingPort?: number; args?: string[] } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...(options.debuggingPort ? [`--remote-debugging-port=${options.debuggingPort}`] : []),
      ...(options.args ?? []),
    ],
  });
}
