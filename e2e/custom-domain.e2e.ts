import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { customDomainStatusLabels, domainCheckProblems } from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';
import type { StandInDnsRecords } from './support/dns-stand-in-server.ts';
import { findFreePort } from './support/free-port.ts';
import { type RunningServer, repoRoot, startServer } from './support/server.ts';

const cnameTarget = 'sites.sideline.test';
const apexAddress = '203.0.113.7';
const domain = `harbor-${Date.now()}.org`;

/** A port nobody listens on now (this test runs a server of its own, with a DNS stand-in). */
/** A GET to the server as a visitor's browser on `host` would send it. */
function getOnHost(port: number, host: string, pathname = '/') {
  return new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: pathname, headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, location: response.headers.location, body }),
        );
      })
      .on('error', reject);
  });
}

// The admin connects a domain they own: the records to add, Pending verification while the TXT
// record is missing, Valid once the records are in (a DNS stand-in plays their DNS provider).
describe('an admin connects their own domain', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let port: number;
  let teamName: string;
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-e2e-dns-'));
  const dnsFile = path.join(workDir, 'records.json');
  const records: StandInDnsRecords = { txt: {}, cname: {}, a: {} };
  const publish = () => writeFileSync(dnsFile, JSON.stringify(records));

  beforeAll(async () => {
    publish();
    port = await findFreePort();
    server = await startServer(
      port,
      {
        SEED_DEMO_TEAMS: 'false',
        E2E_DNS_FILE: dnsFile,
        DOMAIN_CNAME_TARGET: cnameTarget,
        DOMAIN_APEX_ADDRESS: apexAddress,
        SITE_REVALIDATE_MS: '0',
      },
      { entry: path.join(repoRoot, 'e2e/support/dns-stand-in-server.ts') },
    );
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
    teamName = (await signUpThroughApi(context.request, server.baseUrl)).teamName;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const status = () => page.getByTestId('domain-status');

  it('enters the domain and sees the TXT record and the CNAME and A records to add', async () => {
    await page.goto(`${server.baseUrl}/portal/settings/domain`);
    await page.getByLabel('Your domain').fill(domain);
    await page.getByLabel(`www.${domain} (${domain} redirects there)`).check();
    await page.getByRole('button', { name: 'Add domain' }).click();

    await expect.poll(() => status().textContent()).toBe(customDomainStatusLabels.pending);
    const list = page.getByRole('list', { name: 'DNS records to add' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(3);
    expect(await list.textContent()).toContain(`_sideline-challenge.${domain}`);
    expect(await page.getByTestId('dns-CNAME-value').textContent()).toBe(cnameTarget);
    expect(await page.getByTestId('dns-A-value').textContent()).toBe(apexAddress);
    expect(await findAccessibilityViolations(page)).toEqual([]);
  });

  it('stays Pending verification while the TXT record is missing', async () => {
    await page.getByRole('button', { name: 'Check now' }).click();
    await page.getByText(domainCheckProblems.challengeMissing(`_sideline-challenge.${domain}`)).waitFor();
    expect(await status().textContent()).toBe(customDomainStatusLabels.pending);
    expect((await getOnHost(port, `www.${domain}`)).status).toBe(404);
  });

  it('turns Valid once the records are in, and the site answers on the domain', async () => {
    const token = (await page.getByTestId('dns-TXT-value').textContent()) ?? '';
    records.txt[`_sideline-challenge.${domain}`] = [token];
    records.cname[`www.${domain}`] = [cnameTarget];
    records.a[domain] = [apexAddress];
    publish();

    await page.getByRole('button', { name: 'Check now' }).click();
    await expect.poll(() => status().textContent()).toBe(customDomainStatusLabels.valid);
    await page.getByText(`redirects there.`).first().waitFor();

    const home = await getOnHost(port, `www.${domain}`);
    expect(home.status).toBe(200);
    expect(home.body).toContain(teamName);
    const apex = await getOnHost(port, domain, '/roster');
    expect(apex.status).toBe(301);
    expect(apex.location).toBe(`https://www.${domain}/roster`);
  });

  it('shows the same on a phone', async () => {
    await page.setViewportSize(viewports.phone);
    await page.reload();
    await expect.poll(() => status().textContent()).toBe(customDomainStatusLabels.valid);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
