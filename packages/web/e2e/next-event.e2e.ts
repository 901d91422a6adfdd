import { describe, expect, it } from 'vitest';
import { VIEWPORTS, chromiumPerFile, open, reviewShot } from './support/browser';
import { serverPerFile } from './support/server';
import { buyTickets, signIn, waitForPath } from './support/tickets';

/** Next Event leads with the fan's own next show once they hold tickets; before, only the events. */
const openContext = chromiumPerFile();
// A server of its own: what the demo fan holds here is what this journey bought.
const server = serverPerFile();

describe.each(VIEWPORTS)('Next Event at the %s viewport', (name, viewport) => {
  it('leads with my next show, its venue time and my tickets, once I hold some', async () => {
    const context = await openContext(server().url, { viewport, storage: { lang: 'en_US', skipInstallApp: '1' } });
    const page = await context.newPage();
    await signIn(page, '/home/upcoming-event');
    await page.getByRole('heading', { name: 'Next Event', level: 1 }).waitFor();
    await page.locator('.event-card').first().waitFor();
    if (name === 'phone') {
      expect(await page.getByText('Your next show').count()).toBe(0);
      await buyTickets(page, 'Summer Live Concert', 'Section B', 2);
      await open(page, '/home/upcoming-event');
    }
    const mine = page.getByRole('region', { name: 'Your next show' });
    await mine.getByRole('heading', { name: 'Summer Live Concert' }).waitFor();
    await mine.getByText(/8:00\sPM GMT\+8 \(venue time\)/).waitFor();
    await mine.getByText('Galaxy Arena').waitFor();
    // It comes before the list of events.
    expect(await page.locator('main > .next-show + *').count()).toBe(1);
    await reviewShot(page, `next-event-${name}-en`);
    await mine.getByRole('link', { name: 'Show my tickets (2)' }).click();
    await waitForPath(page, '/ticket-detail');
    await page.getByText('Summer Live Concert').first().waitFor();
    await context.close();
  });
});
