import {
  accountMessages,
  articleMessages,
  csrfHeaderName,
  csrfHeaderValue,
  formAnswerMessages,
  submissionMessages,
} from '@sideline/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpThroughApi } from './support/accounts.ts';
import { e2eBaseUrl } from './support/base-url.ts';
import { findAccessibilityViolations, launchBrowser, viewports } from './support/browser.ts';

const baseUrl = e2eBaseUrl();

interface DevMail {
  to: string[];
  templateId: string;
  subject: string;
  text: string;
}

/** A match-day photo made for the test, in the team's colors. */
function makePhoto(background: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

// Issue 9's proof: an admin writes and publishes an article with a gallery of three photos and a
// recap drafted from the seeded game, builds a tryouts form; a visitor sends it from a phone; the
// admin reads it unread in the inbox and replies; the mailbox holds all three mails.
describe('a team publishes news and photos, and answers a tryout sign-up from its inbox', () => {
  let browser: Browser;
  let admin: BrowserContext;
  let visitor: BrowserContext;
  let portal: Page;
  let phone: Page;
  let slug: string;
  let adminEmail: string;
  const visitorEmail = `recruit-${Date.now()}@example.test`;

  beforeAll(async () => {
    browser = await launchBrowser();
    admin = await browser.newContext({ viewport: viewports.desktop, reducedMotion: 'reduce' });
    visitor = await browser.newContext({ viewport: viewports.phone });
    portal = await admin.newPage();
    phone = await visitor.newPage();
    const account = await signUpThroughApi(portal.request, baseUrl, {
      teamName: `Harbor Huskies ${Date.now()}`,
    });
    adminEmail = account.email;
    slug = (await (await portal.request.get(`${baseUrl}/api/session`)).json()).team.slug;
    // A verified admin: an unverified address gets a few sign-ins only, and this flow opens many pages.
    const mails = (await (await portal.request.get(`${baseUrl}/dev/mail?format=json`)).json()) as DevMail[];
    const verification = mails.find(
      (m) => m.templateId === 'email-verification' && m.to.includes(adminEmail),
    );
    const link = /https?:\/\/\S+\/verify-email\?token=\S+/.exec(verification?.text ?? '')?.[0];
    await portal.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl));
    await portal.getByText(accountMessages.emailVerified).first().waitFor({ timeout: 15_000 });
    // The team publishes its contact address (Website → Info): replies to its mail go there.
    const headers = { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl };
    const { info } = await (await portal.request.get(`${baseUrl}/api/website/info`)).json();
    const contacts = info.contacts.map((c: { required: boolean }) =>
      c.required ? { ...c, email: 'office@huskies.example' } : c,
    );
    const saved = await portal.request.put(`${baseUrl}/api/website/info`, {
      headers,
      data: { ...info, contacts },
    });
    expect(saved.status()).toBe(200);
  });
  afterAll(() => browser.close());

  it('writes and publishes an article with a gallery of three photos', async () => {
    await portal.goto(`${baseUrl}/portal/articles/articles/addarticle`);
    await portal.getByRole('textbox', { name: /^Title/ }).fill('Huskies Open the Season at Home');
    await portal.getByRole('textbox', { name: /^Author/ }).fill('Team Media');
    const body = portal.getByRole('textbox', { name: 'Article', exact: true });
    await body.click();
    await portal.keyboard.type('A full house watched the Huskies open the season.');
    await portal.getByRole('button', { name: 'Bold' }).click();
    await portal.keyboard.type(' Senior night is next.');
    expect(await findAccessibilityViolations(portal)).toEqual([]);
    await portal.getByRole('button', { name: 'Save' }).click();
    await portal.waitForURL(/\/portal\/articles\/articles\/[\w-]+$/);

    await portal.getByRole('button', { name: 'Make a new gallery for this article' }).click();
    await portal.waitForURL(/\/portal\/galleries\/articles\/[\w-]+$/);
    await portal.getByLabel('Images to upload').setInputFiles(
      await Promise.all(
        ['#1d4e89', '#c8102e', '#f2a900'].map(async (color, i) => ({
          name: `match-day-${i + 1}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await makePhoto(color),
        })),
      ),
    );
    // The gallery's heading and its entry in the list both count the photos.
    await portal.getByText('3 of 20').first().waitFor({ timeout: 30_000 });
    expect(await findAccessibilityViolations(portal)).toEqual([]);
    expect(await portal.getByRole('list', { name: 'Photos of the gallery' }).getByRole('img').count()).toBe(
      3,
    );

    const site = await admin.newPage();
    await site.goto(`${baseUrl}/sites/${slug}/article/huskies-open-the-season-at-home`);
    expect(await site.locator('.rich-text strong').textContent()).toContain('Senior night is next.');
    await site.getByRole('link', { name: 'See the photos' }).click();
    await site.waitForURL(/\/gallery\//);
    expect(await site.locator('main img').count()).toBeGreaterThanOrEqual(3);
    expect(await findAccessibilityViolations(site)).toEqual([]);
    await site.close();
  });

  it('drafts a recap from the finished game and publishes it after reading it', async () => {
    await portal.goto(`${baseUrl}/portal/articles/all`);
    await portal.getByRole('button', { name: 'Draft a game recap' }).click();
    const dialog = portal.getByRole('dialog', { name: 'Draft a game recap' });
    await dialog.getByRole('combobox', { name: 'Finished game' }).click();
    await portal.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Draft the recap' }).click();
    await portal.getByText(articleMessages.recapDrafted).waitFor();
    await portal.waitForURL(/\/portal\/articles\/games\/[\w-]+$/);
    const title = await portal.getByRole('textbox', { name: /^Title/ }).inputValue();
    expect(title).toMatch(/ (beat|fell to|tied) .+ \d+-\d+$/);
    expect(await portal.getByRole('textbox', { name: 'Article', exact: true }).textContent()).toContain(
      'Key moments',
    );
    await portal.getByLabel('Published on your website').check();
    await portal.getByRole('button', { name: 'Save' }).click();
    await portal.getByText(articleMessages.updated).waitFor();
    await portal.getByText('You have unsaved changes').waitFor({ state: 'hidden' });
    const news = await (await portal.request.get(`${baseUrl}/sites/${slug}/articles`)).text();
    expect(news).toContain(title.replace(/&/g, '&amp;'));
  });

  it('builds a tryouts form', async () => {
    await portal.goto(`${baseUrl}/portal/forms/customforms/addcustom`);
    await portal.getByRole('textbox', { name: /^Title/ }).fill('Fall Tryouts');
    await portal.getByRole('combobox', { name: 'Type' }).click();
    await portal.getByRole('option', { name: 'Tryouts', exact: true }).click();
    await portal.getByRole('button', { name: 'Add a question' }).click();
    const questions = portal.getByRole('list', { name: 'Questions' }).getByRole('listitem');
    await questions
      .nth(2)
      .getByRole('textbox', { name: /^Question/ })
      .fill('Position you play');
    await questions.nth(2).getByRole('combobox', { name: 'Answer' }).click();
    await portal.getByRole('option', { name: 'Choice', exact: true }).click();
    await questions.nth(2).getByRole('button', { name: 'Add a choice' }).click();
    await questions.nth(2).getByRole('textbox', { name: 'Choice 1' }).fill('Goalie');
    await questions.nth(2).getByRole('button', { name: 'Add a choice' }).click();
    await questions.nth(2).getByRole('textbox', { name: 'Choice 2' }).fill('Defense');
    await questions.nth(2).getByRole('checkbox', { name: 'Required' }).check();
    await portal.getByRole('button', { name: 'Add a question' }).click();
    await questions
      .nth(3)
      .getByRole('textbox', { name: /^Question/ })
      .fill('Player résumé');
    await questions.nth(3).getByRole('combobox', { name: 'Answer' }).click();
    await portal.getByRole('option', { name: 'File upload', exact: true }).click();
    expect(await findAccessibilityViolations(portal)).toEqual([]);
    await portal.getByRole('button', { name: 'Save' }).click();
    await portal.waitForURL(/\/portal\/forms\/customforms\/[\w-]+$/);
  });

  it('a visitor sends the form from a phone and reads the thank-you', async () => {
    await phone.goto(`${baseUrl}/sites/${slug}/forms/fall-tryouts`);
    expect(await findAccessibilityViolations(phone)).toEqual([]);
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByText(formAnswerMessages.summary).waitFor();
    expect(await phone.getByText('Please enter the full name').count()).toBe(1);
    await phone.getByLabel(/^Full Name/).fill('Jordan Riley');
    await phone.getByLabel(/^Email/).fill(visitorEmail);
    await phone.getByLabel(/^Position you play/).selectOption({ label: 'Goalie' });
    await phone.getByLabel(/^Player résumé/).setInputFiles({
      name: 'jordan-riley.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    // A person takes a few seconds; the form refuses anything faster as a bot.
    await phone.waitForTimeout(3200);
    await phone.getByRole('button', { name: 'Send' }).click();
    await phone.getByRole('heading', { name: formAnswerMessages.sent }).waitFor();
    expect(await findAccessibilityViolations(phone)).toEqual([]);
  });

  it('the admin finds it unread in the inbox and replies', async () => {
    await portal.goto(`${baseUrl}/portal/forms/formssubmitted`);
    const row = portal.getByRole('link', { name: /Fall Tryouts \(unread\)/ });
    await row.waitFor();
    expect(
      await portal
        .getByLabel(/unread$/)
        .first()
        .textContent(),
    ).toMatch(/^\d+$/);
    await row.click();
    await portal.getByText('Jordan Riley').waitFor();
    // The résumé is a private file of the team: its admin downloads it.
    const download = portal.getByRole('link', { name: 'Download jordan-riley.pdf' });
    const file = await portal.request.get(`${baseUrl}${await download.getAttribute('href')}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await portal.getByRole('button', { name: 'Reply by email' }).click();
    const dialog = portal.getByRole('dialog');
    await dialog
      .getByRole('textbox', { name: /^Message/ })
      .fill('Thanks Jordan! Tryouts start Sept 3 at 6 PM. Bring your gear.');
    await dialog.getByRole('button', { name: 'Send reply' }).click();
    await portal.getByText(submissionMessages.replySent).waitFor();
    await portal.getByText('· Replied').first().waitFor();
    expect(await findAccessibilityViolations(portal)).toEqual([]);
  });

  it('the mailbox holds the confirmation, the notification and the reply', async () => {
    const mailsOf = async () =>
      (await (await portal.request.get(`${baseUrl}/dev/mail?format=json`)).json()) as DevMail[];
    const wanted = async () => {
      const mails = await mailsOf();
      return {
        confirmation: mails.some((m) => m.templateId === 'form-confirmation' && m.to.includes(visitorEmail)),
        notification: mails.some((m) => m.templateId === 'form-notification' && m.to.includes(adminEmail)),
        reply: mails.some(
          (m) => m.templateId === 'form-reply' && m.to.includes(visitorEmail) && m.text.includes('Sept 3'),
        ),
      };
    };
    await expect
      .poll(wanted, { timeout: 20_000, interval: 500 })
      .toEqual({ confirmation: true, notification: true, reply: true });
  });
});
