import { csrfHeaderName, csrfHeaderValue, type SignUpRequest } from '@sideline/domain';
import type { APIRequestContext } from 'playwright-core';

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
    ...overrides,
  };
  const res = await request.post(`${baseUrl}/api/accounts/signup`, {
    headers: { [csrfHeaderName]: csrfHeaderValue, origin: baseUrl },
    data: body,
  });
  if (res.status() !== 201) throw new Error(`sign-up failed: ${res.status()} ${await res.text()}`);
  return body;
}
