import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';

/** The flags Debian's Chromium needs on this machine (no network beyond loopback, no GPU). */
export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium with the flags this machine needs, and a test's own (a fake camera). */
export function launchBrowser(extraFlags: readonly string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...chromiumFlags, ...extraFlags],
  });
}

/** The sizes every page walk and screenshot set runs at. */
export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** The narrowest phone going live must work on (issue 21: portrait on a 360 px phone). */
export const smallPhoneViewport = { width: 360, height: 740 } as const;

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2 A/AA rules) and returns its violations. */
/**
 * Waits for the page's finite animations and transitions to end: a dialog fading in is still
 * partly transparent, and axe measures the contrast of what is on screen at that moment.
 */
export async function waitForAnimationsToEnd(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function findAccessibilityViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not as an inline <script>: the app's
  // Content-Security-Policy refuses inline scripts, and that is what the pages are tested under.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global
    const axe = (window as any).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations.map((v: AxeViolation) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target })),
    }));
  });
}
