import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ticketMessages } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { launchBrowser, viewports } from './support/browser.ts';
import { addRegistrationFormThroughApi } from './support/store-setup.ts';

const baseUrl = e2eBaseUrl();
const shotsDir = process.env.SHOTS_DIR;

/**
 * The store's Tickets and Registration Forms screens: a new team with a sandbox payment account
 * makes tickets for one of its games with two tiers, a scan-only access for the door (its PIN shown
 * once), and sees its priced form listed with its price.
 */
describe('an admin sells tickets and registration forms from the portal', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  /** With SHOTS_DIR set: the page at desktop and phone width, then back to the desktop. */
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
    await page.setViewportSize(viewports.desktop);
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
    await signUpThroughApi(page.request, baseUrl);
    // The payment account, through the sandbox's hosted onboarding page (store-onboarding.e2e.ts).
    await page.goto(`${baseUrl}/portal/store`);
    await page.getByRole('button', { name: 'Connect a payment account' }).click();
    await page.waitForURL(/\/sandbox\/payments\/onboarding\/acct_sandbox_/, { timeout: 30_000 });
    await page.getByLabel('I confirm these business details are correct').check();
    await page.getByRole('button', { name: 'Submit and return to Sideline' }).click();
    await page.waitForURL(`${baseUrl}/portal/store/stripeaccount`, { timeout: 30_000 });
  });
  afterAll(() => browser.close());

  it('says No Tickets Found, then creates a ticket for a game with two tiers and lists it', async () => {
    await page.goto(`${baseUrl}/portal/store/tickets`);
    await page.getByText('No Tickets Found').waitFor();
    await shoot('tickets-empty');
    await page.getByRole('link', { name: 'New ticket' }).click();
    await page.waitForURL(`${baseUrl}/portal/store/tickets/addticket`);
    await page.getByLabel(/^Title/).fill('Home opener');
    await page.getByRole('combobox', { name: /^Game or event/ }).click();
    // The first of the team's games (the list's headings, Games and Events, are not choices).
    const game = page.getByRole('option', { name: /^Game vs/ }).first();
    const gameLabel = (await game.textContent()) ?? '';
    expect(gameLabel).not.toBe('');
    await game.click();
    await page
      .getByLabel(/^Price \(\$\)/)
      .first()
      .fill('20');
    await page.getByRole('button', { name: 'Add a price tier' }).click();
    await expect(
      page
        .getByLabel(/^Tier name/)
        .nth(1)
        .inputValue(),
    ).resolves.toBe('Student');
    await page
      .getByLabel(/^Price \(\$\)/)
      .nth(1)
      .fill('12.50');
    await page
      .getByLabel(/^Capacity/)
      .nth(1)
      .fill('40');
    await page.getByLabel(/^Total capacity/).fill('200');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(ticketMessages.created).waitFor();
    await page.waitForURL(/\/portal\/store\/tickets\/(?!addticket)[^/]+$/);

    const list = page.getByRole('list', { name: 'Tickets' });
    await list.getByText('Home opener').waitFor();
    const counts = page.getByRole('table', { name: 'Admitted and sold per tier' });
    await counts.getByRole('row', { name: /Adult 0 \/ 0/ }).waitFor();
    await counts.getByRole('row', { name: /Student 0 \/ 0 40/ }).waitFor();
    const stored = await (await page.request.get(`${baseUrl}/api/tickets/options`)).json();
    expect(stored.games.map((g: { label: string }) => g.label)).toContain(gameLabel);
  });

  it('makes a scan-only access for the door and shows its link and PIN', async () => {
    await page.getByLabel(/^Name of the access/).fill('Door 1');
    await page.getByRole('button', { name: 'Make a scan access' }).click();
    const pin = page.getByLabel('PIN', { exact: true });
    await pin.waitFor();
    expect(await pin.textContent()).toMatch(/^\d{6}$/);
    expect(await page.getByLabel('Scan link').textContent()).toMatch(new RegExp(`^${baseUrl}/scan/.+`));
    await page.getByRole('list', { name: 'Scan accesses' }).getByText('Door 1').waitFor();
    await shoot('tickets-editor');
    await page.goto(`${baseUrl}/portal/store/tickets`);
    await page.getByRole('list', { name: 'Tickets' }).getByText('Home opener').waitFor();
    await shoot('tickets-list');
  });

  it('lists a priced form with its price on the Registration Forms screen', async () => {
    await page.goto(`${baseUrl}/portal/store/forms`);
    await page.getByText('No forms created yet').waitFor();
    await shoot('forms-empty');
    const form = await addRegistrationFormThroughApi(page.request, baseUrl, [
      { id: 'full', title: 'Full season', priceCents: 12_500 },
      { id: 'half', title: 'Half season', priceCents: 7_000 },
    ]);
    await page.reload();
    const row = page.getByRole('listitem', { name: 'Spring registration' });
    await row.getByText('$70.00 – $125.00').waitFor();
    await row.getByText('0 paid').waitFor();
    expect(await row.getByRole('link', { name: 'Edit in the form builder' }).getAttribute('href')).toBe(
      `/portal/forms/playerdues/${form.id}`,
    );
    await shoot('forms-list');
    await row.getByRole('link', { name: 'Edit in the form builder' }).click();
    await page.waitForURL(`${baseUrl}/portal/forms/playerdues/${form.id}`);
    await page.getByRole('heading', { name: 'Spring registration' }).first().waitFor();
    await shoot('forms-editor');
  });
});
