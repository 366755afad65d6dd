import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, scanMessages, type Ticket } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import {
  buyTicketsThroughApi,
  createTicketsForNextHomeGame,
  setUpSellingTeamThroughUi,
} from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;
const apiHeaders = { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl };

/** The short codes (to type at the door) on the fan's order page. */
async function readShortCodes(page: Page, orderUrl: string): Promise<string[]> {
  await page.goto(orderUrl);
  const images = page.getByRole('img', { name: /^QR code of ticket / });
  await images.first().waitFor();
  const names = await Promise.all((await images.all()).map((image) => image.getAttribute('alt')));
  return names.map((name) => (name ?? '').replace('QR code of ticket ', ''));
}

/**
 * Issue 23's scan-only access, end to end on a phone: the admin makes a link and PIN for one
 * event's door in the portal; the volunteer's phone (no account) opens the link, is refused a wrong
 * PIN, opens the door with the right one, names the device and admits a typed code. With no
 * signal the page reloads from the scanner's service worker and still admits, and the check-in
 * syncs when the signal is back. The door's cookie opens nothing of the portal.
 */
describe("a door volunteer checks tickets in from the team's scan link, also offline", () => {
  let browser: Browser;
  let admin: BrowserContext;
  let volunteer: BrowserContext;
  let page: Page;
  let ticket: Ticket;
  let codes: string[];
  /** A ticket of the team's other game, which this door must not admit but must name. */
  let otherGameCode: string;
  let link: string;
  let pin: string;
  const cspErrors: string[] = [];

  const shoot = async (name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const [size, viewport] of [
      ['desktop', viewports.desktop],
      ['phone', viewports.phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
  };

  const typeCode = async (code: string) => {
    await page.getByLabel('Ticket code').fill(code);
    await page.getByRole('button', { name: 'Check in' }).click();
  };
  const admittedOnServer = async () => {
    const stored: Ticket = await (await admin.request.get(`${baseUrl}/api/tickets/${ticket.id}`)).json();
    return stored.tiers[0]?.admitted;
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await browser.newContext({ viewport: viewports.desktop });
    const adminPage = await admin.newPage();
    await setUpSellingTeamThroughUi(adminPage, baseUrl);
    ticket = await createTicketsForNextHomeGame(admin.request, baseUrl);
    const slug = (await (await admin.request.get(`${baseUrl}/api/session`)).json()).team.slug;
    const fan = await browser.newContext({ viewport: viewports.phone });
    codes = await readShortCodes(
      await fan.newPage(),
      await buyTicketsThroughApi(fan.request, baseUrl, slug, ticket.tiers[0]?.id ?? '', 3),
    );
    const rematch = await createTicketsForNextHomeGame(admin.request, baseUrl, 'Saturday rematch');
    [otherGameCode = ''] = await readShortCodes(
      await fan.newPage(),
      await buyTicketsThroughApi(fan.request, baseUrl, slug, rematch.tiers[0]?.id ?? '', 1),
    );
    await fan.close();
  });
  afterAll(() => browser?.close());

  it('makes a scan access in the ticket editor, its link and PIN shown once', async () => {
    const adminPage = await admin.newPage();
    await adminPage.goto(`${baseUrl}/portal/store/tickets/${ticket.id}`);
    await adminPage.getByLabel(/^Name of the access/).fill('Main door');
    await adminPage.getByRole('button', { name: 'Make a scan access' }).click();
    const shownPin = adminPage.getByLabel('PIN', { exact: true });
    await shownPin.waitFor();
    pin = (await shownPin.textContent()) ?? '';
    link = (await adminPage.getByLabel('Scan link').textContent()) ?? '';
    expect(pin).toMatch(/^\d{6}$/);
    expect(link).toMatch(new RegExp(`^${baseUrl}/scan/.+`));
    expect(codes).toHaveLength(3);
  });

  it('refuses a wrong PIN, opens with the right one, and admits a typed code', async () => {
    volunteer = await browser.newContext({ viewport: viewports.phone });
    page = await volunteer.newPage();
    // Every CSP violation, also those the browser does not log (as content-security-policy.e2e.ts).
    page.on('console', (message) => {
      if (/Content Security Policy|CSP violation/.test(message.text())) cspErrors.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(link);
    await page.getByRole('heading', { name: 'Check tickets in at the door' }).waitFor();
    await shoot('door-volunteer-pin');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    const wrongPin = String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel(/^PIN/).fill(wrongPin);
    await page.getByRole('button', { name: 'Open the scanner' }).click();
    await page.getByText(scanMessages.wrongPin).waitFor();

    await page.getByLabel(/^PIN/).fill(pin);
    await page.getByRole('button', { name: 'Open the scanner' }).click();
    await page.getByRole('heading', { name: ticket.admitsTo }).waitFor();
    // No portal around it: no menu, no link anywhere.
    expect(await page.getByRole('navigation').count()).toBe(0);
    expect(await page.getByRole('link').count()).toBe(0);
    await page.getByLabel('Device name').fill('Door 1');
    await page.getByRole('button', { name: 'Get ready to scan' }).click();
    await page.getByTestId('door-sync').getByText('All scans synced', { exact: false }).waitFor();

    await typeCode(codes[0] ?? '');
    await page.locator('[data-outcome="admitted"]').waitFor();
    expect(await page.locator('[data-outcome]').textContent()).toMatch(/^AdmittedAdult/);
    await page.getByTestId('door-sync').getByText('All scans synced', { exact: false }).waitFor();
    expect(await admittedOnServer()).toBe(1);
    await shoot('door-volunteer-admitted');
    expect(await findAccessibilityViolations(page)).toEqual([]);
    await page.setViewportSize(viewports.phone);

    // Issue 35 §5: a paying fan with a ticket for the team's other game is told where to go, not
    // turned away as "unknown", with the time as the site shows it.
    await typeCode(otherGameCode);
    await page.locator('[data-outcome="wrong_event"]').waitFor();
    expect(await page.locator('[data-outcome]').textContent()).toMatch(
      /^Wrong eventThis ticket is for Saturday rematch, \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
    );
    await shoot('door-volunteer-wrong-event');
    expect(await admittedOnServer()).toBe(1);
  });

  it('reloads with no signal from the service worker, admits offline, and syncs when back', async () => {
    // The worker controls the page once it is active (it claims the open page).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Playwright's offline mode reaches the service worker's own fetches too (no network at all).
    await volunteer.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { name: ticket.admitsTo }).waitFor();
    const sync = page.getByTestId('door-sync');
    await sync.getByText('Offline', { exact: false }).waitFor();
    await typeCode(codes[1] ?? '');
    await page.locator('[data-outcome="admitted"]').waitFor();
    await sync.getByText('1 waiting to sync', { exact: false }).waitFor();
    await page.getByText('2 admitted / 3 sold').waitFor();
    expect(await admittedOnServer()).toBe(1);
    // The worker serves the scanner only: any other page of the app is out of reach offline.
    const other = await volunteer.newPage();
    await expect(other.goto(`${baseUrl}/portal/store`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await other.close();

    await volunteer.setOffline(false);
    await sync.getByText('All scans synced', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await admittedOnServer()).toBe(2);
    expect(cspErrors).toEqual([]);
  });

  it("opens nothing of the portal with the door's cookie", async () => {
    const portal = await volunteer.newPage();
    await portal.goto(`${baseUrl}/portal/store`);
    await portal.waitForURL(`${baseUrl}/signin`);
    const tickets = await volunteer.request.get(`${baseUrl}/api/tickets`);
    expect(tickets.status()).toBe(401);
    const adminScanner = await volunteer.request.get(`${baseUrl}/api/scanner/${ticket.id}/bundle`);
    expect(adminScanner.status()).toBe(401);
    const door = await volunteer.request.get(`${baseUrl}/api/door/session`);
    expect((await door.json()).ticketId).toBe(ticket.id);
  });

  it('closes the door: the phone is signed out of it and asks for the PIN again', async () => {
    await page.getByRole('button', { name: 'Close this door' }).click();
    await page.getByText(scanMessages.doorClosed).waitFor();
    await page.getByLabel(/^PIN/).waitFor();
    const door = await volunteer.request.get(`${baseUrl}/api/door/session`);
    expect(door.status()).toBe(401);
  });

  it("reloads the admin's Read Ticket page with no signal too, from the same worker", async () => {
    const phone = await browser.newContext({
      viewport: viewports.phone,
      storageState: await admin.storageState(),
    });
    const adminPage = await phone.newPage();
    await adminPage.goto(`${baseUrl}/portal/readticket?ticket=${ticket.id}`);
    await adminPage.getByLabel('Device name').fill('Door 2');
    await adminPage.getByRole('button', { name: 'Get ready to scan' }).click();
    const sync = adminPage.getByTestId('door-sync');
    await sync.getByText('All scans synced', { exact: false }).waitFor();
    await adminPage.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await phone.setOffline(true);
    await adminPage.reload();
    await adminPage.getByLabel('Ticket code').fill(codes[2] ?? '');
    await adminPage.getByRole('button', { name: 'Check in' }).click();
    await adminPage.locator('[data-outcome="admitted"]').waitFor();
    await sync.getByText('1 waiting to sync', { exact: false }).waitFor();
    await phone.setOffline(false);
    await sync.getByText('All scans synced', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await admittedOnServer()).toBe(3);
    await phone.close();
  });

  it('sends the phone back to the PIN when the team withdraws the link, and then says it was withdrawn', async () => {
    await page.getByLabel(/^PIN/).fill(pin);
    await page.getByRole('button', { name: 'Open the scanner' }).click();
    await page.getByRole('heading', { name: ticket.admitsTo }).waitFor();
    const accesses = await (
      await admin.request.get(`${baseUrl}/api/tickets/${ticket.id}/scan-accesses`)
    ).json();
    const access = accesses.find((a: { label: string }) => a.label === 'Main door');
    const withdrawn = await admin.request.delete(
      `${baseUrl}/api/tickets/${ticket.id}/scan-accesses/${access.id}`,
      {
        headers: apiHeaders,
      },
    );
    expect(withdrawn.status()).toBe(204);
    // The next sync (every 5 s) is refused: not "offline", but the PIN again.
    await page.getByText(scanMessages.doorSignedOut).waitFor({ timeout: 15_000 });
    await page.getByLabel(/^PIN/).fill(pin);
    await page.getByRole('button', { name: 'Open the scanner' }).click();
    await page.getByText(scanMessages.accessRevoked).waitFor();
    expect(await page.getByLabel(/^PIN/).count()).toBe(0);
  });
});
