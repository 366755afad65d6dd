import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { csrfHeaderName, csrfHeaderValue, type Ticket } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import { fakeCameraFlags, readQrImage, writeQrVideo } from './support/fake-camera.ts';
import {
  buyTicketsThroughApi,
  createTicketsForNextHomeGame,
  setUpSellingTeamThroughUi,
} from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;
const _apiHeaders = { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl };

/** One admission as the buyer's order page delivers it: the QR's text and the code to type. */
interface Pass {
  signedCode: string;
  shortCode: string;
}

/** The fan's order page, opened on their phone: each ticket's QR (read from its image) and code. */
async function readOrderPasses(page: Page, orderUrl: string): Promise<Pass[]> {
  await page.goto(orderUrl);
  const images = page.getByRole('img', { name: /^QR code of ticket / });
  await images.first().waitFor();
  const passes: Pass[] = [];
  for (const image of await images.all()) {
    const name = (await image.getAttribute('alt')) ?? '';
    passes.push({
      signedCode: await readQrImage((await image.getAttribute('src')) ?? ''),
      shortCode: name.replace('QR code of ticket ', ''),
    });
  }
  return passes;
}

/** This device named and the event's bundle downloaded, on the scanner page already open. */
async function getDoorReady(page: Page, deviceName: string): Promise<void> {
  await page.getByLabel('Device name').fill(deviceName);
  await page.getByRole('button', { name: 'Get ready to scan' }).click();
  await page.getByTestId('door-sync').getByText('All scans synced', { exact: false }).waitFor();
}

const verdictOf = (page: Page) => page.locator('[data-outcome]');

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check in' }).click();
}

/**
 * Issue 23's proof at the door, on a phone-sized screen: a fan buys tickets to the next home game
 * through the public store; the admin's phone camera (Chromium's fake capture playing a video of
 * the first ticket's QR, read from the fan's order page) admits it, then says "already used" with
 * the time when it is held up again; the second ticket's code typed is admitted; with the
 * browser offline a third is admitted and queued, and it syncs once the signal is back. Then two
 * doors offline admit the same ticket, and both are flagged once they sync.
 */
describe('the door checks tickets in with the phone camera, also offline', () => {
  let browser: Browser;
  let cameraBrowser: Browser;
  let admin: BrowserContext;
  let ticket: Ticket;
  let passes: Pass[];
  let secondOrderPass: Pass;
  const videoDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-fake-camera-'));

  /** With SHOTS_DIR set: the page at phone and desktop width, then back to the phone. */
  const shoot = async (page: Page, name: string) => {
    if (!shotsDir) return;
    mkdirSync(shotsDir, { recursive: true });
    for (const [size, viewport] of [
      ['phone', viewports.phone],
      ['desktop', viewports.desktop],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.screenshot({ path: path.join(shotsDir, `${name}-${size}.png`), fullPage: true });
    }
    await page.setViewportSize(viewports.phone);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    // The admin's set-up (the agreement's signature pad, the payment account) on a desktop.
    admin = await browser.newContext({ viewport: viewports.desktop });
    const adminPage = await admin.newPage();
    await setUpSellingTeamThroughUi(adminPage, baseUrl);
    ticket = await createTicketsForNextHomeGame(admin.request, baseUrl);
    const slug = (await (await admin.request.get(`${baseUrl}/api/session`)).json()).team.slug;
    const tierId = ticket.tiers[0]?.id ?? '';

    const fan = await browser.newContext({ viewport: viewports.phone });
    const fanPage = await fan.newPage();
    passes = await readOrderPasses(
      fanPage,
      await buyTicketsThroughApi(fan.request, baseUrl, slug, tierId, 3),
    );
    const [secondOrder] = await readOrderPasses(
      fanPage,
      await buyTicketsThroughApi(fan.request, baseUrl, slug, tierId, 1),
    );
    if (!secondOrder) throw new Error('the second order has no ticket');
    secondOrderPass = secondOrder;
    await fan.close();

    const video = path.join(videoDir, 'first-ticket.y4m');
    // Held up for 3 s, lowered for 5 s (longer than the scanner's 4 s for one held code), again.
    writeQrVideo(passes[0]?.signedCode ?? '', video, { shownSeconds: 3, hiddenSeconds: 5 });
    cameraBrowser = await launchBrowser(fakeCameraFlags(video));
  });
  afterAll(async () => {
    await cameraBrowser?.close();
    await browser?.close();
    rmSync(videoDir, { recursive: true, force: true });
  });

  it('delivers three signed tickets on the order page', () => {
    expect(passes).toHaveLength(3);
    for (const pass of passes) {
      expect(pass.signedCode).toMatch(/^ST1\./);
      expect(pass.shortCode).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    }
  });

  it('admits by camera, says already used, admits a typed code, and admits offline then syncs', async () => {
    const context = await cameraBrowser.newContext({
      viewport: viewports.phone,
      storageState: await admin.storageState(),
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/portal/scanticket?ticket=${ticket.id}`);
    await getDoorReady(page, 'Door 1');
    // The camera shows the first ticket's QR: read from the video, decided on the device.
    await page.locator('[data-outcome="admitted"]').waitFor({ timeout: 30_000 });
    expect(await verdictOf(page).textContent()).toMatch(/^AdmittedAdult/);
    await shoot(page, 'door-scan-admitted');
    // Lowered and held up again: the same ticket, already used.
    await page.locator('[data-outcome="already_used"]').waitFor({ timeout: 30_000 });
    expect(await verdictOf(page).textContent()).toMatch(
      /^Already usedChecked in at \d{1,2}:\d{2} [AP]M [A-Z]{3,4} on Door 1/,
    );
    await shoot(page, 'door-scan-already-used');

    await page.goto(`${baseUrl}/portal/readticket`);
    await typeCode(page, passes[1]?.shortCode ?? '');
    await page.locator('[data-outcome="admitted"]').waitFor();
    await page.getByTestId('door-sync').getByText('All scans synced', { exact: false }).waitFor();

    await context.setOffline(true);
    await typeCode(page, passes[2]?.shortCode ?? '');
    await page.locator('[data-outcome="admitted"]').waitFor();
    const sync = page.getByTestId('door-sync');
    await sync.getByText('Offline', { exact: false }).waitFor();
    await sync.getByText('1 waiting to sync', { exact: false }).waitFor();
    await page.getByText('3 admitted / 4 sold').waitFor();
    await shoot(page, 'door-offline-queued');

    await context.setOffline(false);
    await sync.getByText('All scans synced', { exact: false }).waitFor({ timeout: 15_000 });
    const stored: Ticket = await (await admin.request.get(`${baseUrl}/api/tickets/${ticket.id}`)).json();
    expect(stored.tiers[0]?.admitted).toBe(3);
    await context.close();
  });

  it('flags a ticket admitted on two doors while both were offline, on both, once they sync', async () => {
    const doors: { name: string; other: string; context: BrowserContext; page: Page }[] = [];
    for (const [name, other] of [
      ['Door 2', 'Door 3'],
      ['Door 3', 'Door 2'],
    ] as const) {
      const context = await browser.newContext({
        viewport: viewports.phone,
        storageState: await admin.storageState(),
      });
      const page = await context.newPage();
      await page.goto(`${baseUrl}/portal/readticket?ticket=${ticket.id}`);
      await getDoorReady(page, name);
      doors.push({ name, other, context, page });
    }
    for (const door of doors) await door.context.setOffline(true);
    for (const door of doors) {
      await typeCode(door.page, secondOrderPass.shortCode);
      // Each door alone knows nothing of the other's check-in: it admits.
      await door.page.locator('[data-outcome="admitted"]').waitFor();
    }
    for (const door of doors) await door.context.setOffline(false);
    for (const door of doors) {
      await door.page
        .getByRole('alert')
        .getByText(new RegExp(`^Possible duplicate at \\d{1,2}:\\d{2} [AP]M [A-Z]{3,4} on ${door.other}$`))
        .waitFor({ timeout: 20_000 });
      // One person, counted once: the three admitted before and this one.
      await door.page.getByText('4 admitted / 4 sold').waitFor();
    }
    const stored: Ticket = await (await admin.request.get(`${baseUrl}/api/tickets/${ticket.id}`)).json();
    expect(stored.tiers[0]?.admitted).toBe(4);
    await shoot(doors[0]?.page as Page, 'door-possible-duplicate');
    for (const door of doors) await door.context.close();
  });
});
