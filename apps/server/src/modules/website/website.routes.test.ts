import {
  accountMessages,
  visibleTextMessages,
  type WebsiteInfoUpdateInput,
  websiteInfoMessages,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { teams } from '../../db/schema/teams.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';

const infoUrl = '/api/website/info';

function putInfo(app: App, payload: unknown, cookie = '', headers: Record<string, string> = appHeaders) {
  return app.inject({
    method: 'PUT',
    url: infoUrl,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
    payload: payload as Record<string, unknown>,
  });
}

async function storedTeam(ctx: TestContext, teamId: string) {
  const [row] = await ctx.database.db.select().from(teams).where(eq(teams.id, teamId));
  return row;
}

const mainContact = (email: string) => ({ title: 'General Enquiries', email, tel: '', required: true });

describe('website info: GET and PUT /api/website/info', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('refuses signed-out requests, before looking at the body', async () => {
    const read = await getJson(ctx.app, infoUrl);
    expect(read.statusCode).toBe(401);
    expect(read.json().error.message).toBe(accountMessages.signInRequired);
    const write = await putInfo(ctx.app, { slogan: 42 });
    expect(write.statusCode).toBe(401);
  });

  it("answers the team's seeded info without its initials", async () => {
    const a = await signUp(ctx.app);
    const res = await getJson(ctx.app, infoUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { initials, ...seeded } = (await storedTeam(ctx, a.session.team.id)).info;
    expect(initials).not.toBe('');
    expect(res.json()).toEqual({ info: seeded });
    expect(seeded.contacts).toEqual([mainContact(a.body.email)]);
    expect(seeded.slogan).not.toBe('');
  });

  it('saves the Info slice trimmed, keeps the initials and every other part of the team record', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const before = await storedTeam(ctx, teamId);
    const update: WebsiteInfoUpdateInput = {
      stadiumName: ' Harbor Rink ',
      address: '1 Quay Street\nHarbor City, ME 04101',
      alias: 'Hawks',
      slogan: '  Fly together  ',
      shortAbout: 'Club hockey since 1994.',
      longAbout: 'We play.\n\nCome and watch!',
      contacts: [
        { ...mainContact(a.body.email), title: 'Team office', tel: '(207) 555-0100' },
        { title: 'Tickets', email: ' tickets@harbor.example ', tel: '' },
      ],
    };

    const res = await putInfo(ctx.app, update, a.cookie);
    expect(res.statusCode).toBe(200);
    const saved = {
      ...update,
      stadiumName: 'Harbor Rink',
      slogan: 'Fly together',
      contacts: [
        { title: 'Team office', email: a.body.email, tel: '(207) 555-0100', required: true },
        { title: 'Tickets', email: 'tickets@harbor.example', tel: '', required: false },
      ],
    };
    expect(res.json()).toEqual({ info: saved });
    expect((await getJson(ctx.app, infoUrl, a.cookie)).json()).toEqual({ info: saved });

    const after = await storedTeam(ctx, teamId);
    expect(after.info).toEqual({ ...saved, initials: before.info.initials });
    const {
      info: _infoBefore,
      timeModified: modifiedBefore,
      contentVersion: versionBefore,
      ...restBefore
    } = before;
    const {
      info: _infoAfter,
      timeModified: modifiedAfter,
      contentVersion: versionAfter,
      ...restAfter
    } = after;
    expect(restAfter).toEqual(restBefore);
    expect(modifiedAfter.getTime()).toBeGreaterThan(modifiedBefore.getTime());
    // The database bumps the public-site content version on the same write (decision 009).
    expect(versionAfter).toBe(versionBefore + 1);
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, infoUrl, a.cookie)).json().info;
    const res = await putInfo(
      ctx.app,
      {
        ...before,
        slogan: 'x'.repeat(161),
        contacts: [
          { ...mainContact(''), tel: '555 0100 200' },
          { title: ' ', email: 'coach@', tel: 'call me' },
        ],
      },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      slogan: visibleTextMessages.tooLong('slogan', 160),
      'contacts.0.email': 'Please enter the email',
      'contacts.1.title': 'Please enter the title',
      'contacts.1.email': websiteInfoMessages.emailInvalid,
      'contacts.1.tel': websiteInfoMessages.phoneInvalid,
    });
    expect(Object.values(error.fields)).toContain(error.message);
    expect((await getJson(ctx.app, infoUrl, a.cookie)).json().info).toEqual(before);
  });

  it('keeps the main contact: removing it or marking another one required is refused', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, infoUrl, a.cookie)).json().info;
    const other = { title: 'Coach', email: 'coach@harbor.example', tel: '' };
    for (const contacts of [[other], [...before.contacts, { ...other, required: true }]]) {
      const res = await putInfo(ctx.app, { ...before, contacts }, a.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation',
        message: websiteInfoMessages.requiredContactsChanged,
        fields: { contacts: websiteInfoMessages.requiredContactsChanged },
      });
    }
    expect((await getJson(ctx.app, infoUrl, a.cookie)).json().info).toEqual(before);
  });

  it("changes only the signed-in team's info: team A cannot read or change team B's", async () => {
    const a = await signUp(ctx.app, { sportsType: 'WOMENSICEHOCKEY' });
    const b = await signUp(ctx.app, { sportsType: 'MENSRUGBY' });
    const infoOfB = (await getJson(ctx.app, infoUrl, b.cookie)).json().info;
    const infoOfA = (await getJson(ctx.app, infoUrl, a.cookie)).json().info;
    expect(infoOfA).not.toEqual(infoOfB);

    // The route takes no team id: the session decides, whatever the request carries.
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${infoUrl}?teamId=${b.session.team.id}`,
      headers: { ...appHeaders, cookie: a.cookie },
      payload: { ...infoOfB, slogan: 'Written by A', teamId: b.session.team.id },
    });
    expect(res.statusCode).toBe(200);
    expect((await getJson(ctx.app, infoUrl, b.cookie)).json().info).toEqual(infoOfB);
    expect((await storedTeam(ctx, a.session.team.id)).info.slogan).toBe('Written by A');
  });

  it('refuses a save without the CSRF header', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, infoUrl, a.cookie)).json().info;
    const res = await putInfo(ctx.app, { ...before, slogan: 'Forged' }, a.cookie, {
      origin: appHeaders.origin,
    });
    expect(res.statusCode).toBe(403);
    expect((await getJson(ctx.app, infoUrl, a.cookie)).json().info.slogan).toBe(before.slogan);
  });
});
