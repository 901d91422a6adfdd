import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PHONE, VIEWPORTS, chromiumPerFile, reviewShot } from './support/browser';
import { qrOfTicket } from './support/gate';
import { serverPerFile } from './support/server';
import { buyTickets, signIn } from './support/tickets';

/**
 * The full-screen ticket QR stays a light surface in both themes (a QR reads best dark on white),
 * so every control on it must be drawn for that surface, not for the dark theme around it.
 */
const openContext = chromiumPerFile();
// A server of its own: the demo fan buys here without counting against the shared server's limit.
const server = serverPerFile();

/** WCAG contrast of a control's text against the first opaque background behind it. */
function contrastOf(control: Locator): Promise<{ text: string; background: string; ratio: number }> {
  return control.evaluate((node) => {
    const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
    };
    let background = 'rgb(255, 255, 255)';
    for (let el: Element | null = node; el; el = el.parentElement) {
      const color = getComputedStyle(el).backgroundColor;
      const alpha = rgb(color)[3];
      if (alpha === undefined || alpha > 0.9) {
        background = color;
        break;
      }
    }
    const text = getComputedStyle(node).color;
    const [a, b] = [luminance(rgb(text)), luminance(rgb(background))];
    return { text, background, ratio: (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05) };
  });
}

describe('the ticket QR dialog in light and dark', () => {
  it('draws Refresh and Close readably on the QR surface in both themes, phone and desktop', async () => {
    const context = await openContext(server().url, {
      viewport: PHONE,
      storage: { lang: 'en_US', skipInstallApp: '1' },
    });
    const page = await context.newPage();
    await signIn(page, '/home/events');
    await buyTickets(page, 'Summer Live Concert', 'Section A', 1);
    expect(await qrOfTicket(page, 0)).not.toBeNull();
    const dialog = page.getByRole('dialog', { name: 'Ticket QR Code' });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect
        .poll(() => page.evaluate(() => document.documentElement.getAttribute('data-prefers-color-scheme')))
        .toBe(scheme);
      for (const [name, viewport] of VIEWPORTS) {
        await page.setViewportSize(viewport);
        for (const control of [
          dialog.getByRole('button', { name: 'Refresh' }),
          dialog.getByRole('button', { name: 'Close' }),
        ]) {
          const { text, background, ratio } = await contrastOf(control);
          expect(text, `${scheme} ${name}: text on ${background}`).not.toBe(background);
          expect(ratio, `${scheme} ${name}: ${text} on ${background}`).toBeGreaterThanOrEqual(4.5);
        }
        await reviewShot(page, `qr-dialog-${scheme}-${viewport.width}x${viewport.height}`);
      }
      await expectNoSeriousA11yViolations(page, `the ticket QR dialog (${scheme})`);
    }
  }, 120_000);
});
