import { csrfHeaderName, csrfHeaderValue, describeTimeZone, type SignUpRequest } from '@sideline/domain';
import type { APIRequestContext, Page } from 'playwright-core';
import { chooseOption } from './mui.ts';

let counter = 0;

/**
 * Signs a new team up through the API (the sign-up screen has its own flow test), leaving the
 * request context, and so its browser context, signed in.
 */
export async function signUpThroughApi(
  request: APIRequestContext,
  baseUrl: string,
  overrides: Partial<SignUpRequest> = {},
): Promise<SignUpRequest> {
  counter += 1;
  const email = `manager-${Date.now()}-${counter}@harbor-hockey.test`;
  const body: SignUpRequest = {
    firstName: 'Casey',
    lastName: 'Lindqvist',
    email,
    confirmEmail: email,
    password: 'Harbor-Lynx-2026',
    organizationName: 'Harbor City University',
    teamName: `Harbor City Hockey ${counter}`,
    sportsType: 'MENSICEHOCKEY',
    websiteType: 'WEBSITEANDSTORE',
    ageType: 'COLLEGIATE',
    acceptPrivacyPolicy: true,
    acceptTermsOfService: true,
    timeZone: 'America/New_York',
    ...overrides,
  };
  const res = await request.post(`${baseUrl}/api/accounts/signup`, {
    headers: { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl },
    data: body,
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return body;
}

/** What a new admin types into the sign-up screen. */
export interface SignUpFormEntry {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  organizationName: string;
  teamName: string;
  /** The Sport option as the form lists it ("Women's Rugby Team"). */
  sport: string;
  /** The team's zone (the form preselects the browser's): Eastern unless a test says otherwise. */
  timeZone?: string;
}

/**
 * The sign-up screen filled in and sent as a new admin does (a collegiate team, website and
 * store, both policies accepted), until the portal's dashboard opens.
 */
export async function signUpThroughForm(page: Page, baseUrl: string, entry: SignUpFormEntry): Promise<void> {
  await page.goto(`${baseUrl}/signup`);
  await page.getByLabel('First name').fill(entry.firstName);
  await page.getByLabel('Last name').fill(entry.lastName);
  await page.getByLabel(/^Email/).fill(entry.email);
  await page.getByLabel('Confirm email').fill(entry.email);
  await page.getByLabel(/^Password/).fill(entry.password);
  await page.getByLabel('Organization name').fill(entry.organizationName);
  await page.getByLabel('Team name').fill(entry.teamName);
  await chooseOption(page, 'Sport', entry.sport);
  await chooseOption(page, 'Age category', 'Collegiate');
  await chooseOption(page, 'Team time zone', describeTimeZone(entry.timeZone ?? 'America/New_York'));
  await page.getByRole('radio', { name: /Website and Store/ }).check();
  await page.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await page.getByRole('checkbox', { name: /Terms of Service/ }).check();
  await page.getByRole('button', { name: 'Create my team account' }).click();
  await page.waitForURL(`${baseUrl}/portal/dashboard`, { timeout: 30_000 });
}

/**
 * The verification link of the mail sent to `email`, read in the development mailbox
 * (/dev/mail) as the admin would open it in theirs.
 */
export async function findVerificationLink(page: Page, baseUrl: string, email: string): Promise<string> {
  await page.goto(`${baseUrl}/dev/mail`);
  await page
    .getByRole('row', { name: new RegExp(email) })
    .getByRole('link', { name: /Verify your email/ })
    .click();
  const link = await page
    .frameLocator('iframe[title="HTML body of the mail"]')
    .getByRole('link', { name: 'Verify my email address' })
    .getAttribute('href');
  if (!link) throw new Error(`the verification mail to ${email} has no link`);
  return link;
}

/** Opens a verification link and waits for the portal to confirm it. */
export async function openVerificationLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByText('Thank you, your email address is verified.').first().waitFor({ timeout: 15_000 });
}
