import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();
const pages = ['/', '/signin', '/signup', '/pricing', '/contactus', '/demo/lacrosse', '/blogs', '/version'];

describe('public pages are axe-clean (WCAG 2 A and AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  for (const [size, viewport] of Object.entries(viewports)) {
    it.each(pages)(`%s at ${size} width`, async (pagePath) => {
      const page = await browser.newPage({ viewport });
      await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
      await page.locator('main').first().waitFor();
      expect(await findAccessibilityViolations(page)).toEqual([]);
      await page.close();
    });
  }
});
