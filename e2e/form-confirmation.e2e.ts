import { buildFormSlug, formAnswerMessages, itemAt, type TeamSportsType } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

// Issue 19: a person who sends a short form within 3 seconds (browser autofill) used to be thanked
// and dropped as a bot. Now they confirm with one click, with the form island and without script,
// and the message reaches the team's inbox.
describe('a person who sends a form very quickly confirms it and the team receives it', () => {
  let browser: Browser;
  let admins: BrowserContext[];
  /** Two teams, so each case opens a form page nobody opened before (see fillAndSendAtOnce). */
  let formUrls: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    admins = [];
    formUrls = [];
    for (const teamName of ['Quick Harbor Owls', 'Quick Harbor Larks']) {
      const admin = await browser.newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
      await signUpThroughApi(admin.request, baseUrl, { teamName: `${teamName} ${Date.now()}` });
      const { team } = (await (await admin.request.get(`${baseUrl}/api/session`)).json()) as {
        team: { slug: string; sportsType: TeamSportsType };
      };
      admins.push(admin);
      formUrls.push(`${baseUrl}/sites/${team.slug}/forms/${buildFormSlug('contact-us', team.sportsType)}`);
    }
  });
  afterAll(() => browser.close());

  /**
   * Opens the form page and fills it at once, as autofill does, and presses Send. (A cached page
   * carries the time it was made, which only loosens the 3 seconds, so each case has its own team
   * and its form page is made fresh.)
   */
  async function fillAndSendAtOnce(page: Page, url: string, name: string) {
    await page.goto(url);
    await page.locator('[name=firstName]').fill(name);
    await page.locator('[name=lastName]').fill('Quickly');
    await page.locator('[name=email]').fill(`${name.toLowerCase()}-${Date.now()}@example.test`);
    await page.locator('[name=topic]').selectOption({ index: 1 });
    await page.locator('[name=message]').fill(`${name} here: are there spots left for tryouts?`);
    await page.getByRole('button', { name: 'Send' }).click();
  }

  it.each([
    ['without JavaScript', false, 'Morgan', 0],
    ['with the form island', true, 'Avery', 1],
  ] as const)(
    '%s: confirms the answers with one click, and the team finds them in its inbox',
    async (_case, javaScriptEnabled, name, team) => {
      const visitor = await browser.newContext({ viewport: viewports.phone, javaScriptEnabled });
      const page = await visitor.newPage();
      await fillAndSendAtOnce(page, itemAt(formUrls, team), name);
      await page.getByText(formAnswerMessages.confirm).waitFor();
      // What was typed is shown back before it goes.
      await page.getByText(`${name} here: are there spots left for tryouts?`).waitFor();
      // axe runs as a script: checked where scripts run (the confirmation's markup is the same).
      if (javaScriptEnabled) expect(await findAccessibilityViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('heading', { name: formAnswerMessages.sent }).waitFor();
      await visitor.close();

      const portal = await itemAt(admins, team).newPage();
      await portal.goto(`${baseUrl}/portal/forms/formssubmitted`);
      await portal.getByText(new RegExp(`^${name.toLowerCase()}-\\d+@example\\.test`)).click();
      await portal.getByText(`${name} here: are there spots left for tryouts?`).first().waitFor();
      await portal.close();
    },
  );
});
