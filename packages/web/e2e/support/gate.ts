import type { Page } from 'playwright-core';
import { waitForPath } from './tickets';
import { go } from './browser';

/**
 * On the holder's phone, on a ticket's detail screen: opens 'Show Ticket QR Code' and answers what
 * the screen shows under the QR (the ticket number and its 8 digits, as gate staff would type
 * them), or null when the screen says the ticket was used.
 */
export async function qrOfOpenTicket(page: Page): Promise<string | null> {
  await page.getByRole('button', { name: 'Show Ticket QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ticket QR Code' });
  const used = dialog.getByText('This ticket has already been used for entry.');
  await dialog
    .getByRole('img', { name: /QR code of ticket/ })
    .or(used)
    .waitFor();
  if (await used.count()) return null;
  return (await page.getByTestId('qr-digits').textContent())!.replace('·', ' ');
}

/** The n-th ticket of My Tickets: its QR as `qrOfOpenTicket` answers it. */
export async function qrOfTicket(page: Page, n: number): Promise<string | null> {
  await go(page, '/order/ticket');
  await page.locator('.ticket-card').nth(n).click();
  await waitForPath(page, '/ticket-detail');
  return qrOfOpenTicket(page);
}

/**
 * On the staff phone at /gate: types a code and checks it. Answers the verdict shown; after an
 * earlier verdict, poll `verdictAtGate` for the new one (the panel is replaced in place).
 */
export async function checkAtGate(staff: Page, code: string): Promise<string | null> {
  const before = await staff.locator('.gate-verdict').count();
  await staff.getByLabel('Or type the ticket number and its 8-digit code').fill(code);
  await staff.getByRole('button', { name: 'Check', exact: true }).click();
  if (!before) await staff.locator('.gate-verdict').waitFor();
  return verdictAtGate(staff);
}

export function verdictAtGate(staff: Page): Promise<string | null> {
  return staff.locator('.gate-verdict').getAttribute('data-verdict');
}

/** Closes the full-screen QR view (its own Close, not a notice's). */
export async function closeQr(page: Page): Promise<void> {
  await page.getByRole('dialog', { name: 'Ticket QR Code' }).getByRole('button', { name: 'Close' }).click();
}

/** The grey levels (0–255, row by row) of the QR the open 'Ticket QR Code' dialog draws now. */
export async function liveQrPixels(page: Page): Promise<{ width: number; height: number; grey: number[] }> {
  const canvas = page.getByRole('dialog', { name: 'Ticket QR Code' }).getByRole('img', { name: /QR code of ticket/ });
  return canvas.evaluate((node) => {
    const el = node as HTMLCanvasElement;
    const data = el.getContext('2d')!.getImageData(0, 0, el.width, el.height).data;
    const grey: number[] = [];
    for (let i = 0; i < data.length; i += 4) grey.push(data[i]!);
    return { width: el.width, height: el.height, grey };
  });
}

/**
 * A one-frame Y4M video (4:2:0, 640x480) of a QR on white, as Chromium's fake camera plays it
 * (`--use-file-for-fake-video-capture`, looped): the phone held up to the gate's camera.
 */
export function y4mOfQr(qr: { width: number; height: number; grey: number[] }): Buffer {
  const [width, height] = [640, 480];
  const luma = Buffer.alloc(width * height, 235);
  const left = (width - qr.width) >> 1;
  const top = (height - qr.height) >> 1;
  for (let y = 0; y < qr.height; y++) {
    for (let x = 0; x < qr.width; x++) {
      luma[(top + y) * width + left + x] = qr.grey[y * qr.width + x]! < 128 ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma]);
}
