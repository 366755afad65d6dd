import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, signUp } from '../../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

describe('referrals', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('looks a referral id up and names the referring team', async () => {
    const { session } = await signUp(ctx.app, { teamName: 'Northside Nighthawks' });
    const known = await getJson(ctx.app, `/api/referrals/${session.team.referralId}`);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ valid: true, teamName: 'Northside Nighthawks' });
    expect((await getJson(ctx.app, '/api/referrals/not-a-referral')).json()).toEqual({ valid: false });
  });

  it('redirects /{referralid} to sign-up for a known id and to / otherwise', async () => {
    const { session } = await signUp(ctx.app);
    const known = await ctx.app.inject({ method: 'GET', url: `/${session.team.referralId}` });
    expect(known.statusCode).toBe(302);
    expect(known.headers.location).toBe(`/signup?referral=${session.team.referralId}`);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/unknownref' });
    expect(unknown.statusCode).toBe(302);
    expect(unknown.headers.location).toBe('/');
  });
});
