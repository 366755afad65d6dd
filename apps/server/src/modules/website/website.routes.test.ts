import {
  teamSiteExtraPaths,
  teamSitePaths,
  visibleTextMessages,
  type WebsiteInfoUpdateInput,
  websiteInfoMessages,
} from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { getJson, signUp } from '../../test/account-helpers.ts';
import {
  findStoredTeam,
  itRefusesSaveWithoutCsrf,
  itRefusesSignedOut,
  putJson,
  setUpTestApp,
} from './website-slice-test-helpers.ts';

const infoUrl = '/api/website/info';

const mainContact = (email: string) => ({ title: 'General Enquiries', email, tel: '', required: true });

describe('website info: GET and PUT /api/website/info', () => {
  const ctx = setUpTestApp();

  itRefusesSignedOut(ctx, infoUrl, { slogan: 42 });

  it("answers the team's seeded info without its initials", async () => {
    const a = await signUp(ctx.app);
    const res = await getJson(ctx.app, infoUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { initials, ...seeded } = (await findStoredTeam(ctx, a.session.team.id)).info;
    expect(initials).not.toBe('');
    expect(res.json()).toEqual({ info: seeded });
    // Security round 2, finding 5: the admin's sign-in address is not published as the contact.
    expect(seeded.contacts).toEqual([mainContact('')]);
    const { slug } = await findStoredTeam(ctx, a.session.team.id);
    for (const path of ['', teamSiteExtraPaths.contact, teamSitePaths.about]) {
      const page = await getJson(ctx.app, `/sites/${slug}${path}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).not.toContain(a.body.email);
    }
    expect(seeded.slogan).not.toBe('');
  });

  it('saves the Info slice trimmed, keeps the initials and every other part of the team record', async () => {
    const a = await signUp(ctx.app);
    const teamId = a.session.team.id as string;
    const before = await findStoredTeam(ctx, teamId);
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

    const res = await putJson(ctx.app, infoUrl, update, a.cookie);
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

    const after = await findStoredTeam(ctx, teamId);
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
    const res = await putJson(
      ctx.app,
      infoUrl,
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
    const main = mainContact('office@harbor.example');
    for (const contacts of [[other], [main, { ...other, required: true }]]) {
      const res = await putJson(ctx.app, infoUrl, { ...before, contacts }, a.cookie);
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
    const res = await putJson(
      ctx.app,
      `${infoUrl}?teamId=${b.session.team.id}`,
      {
        ...infoOfB,
        slogan: 'Written by A',
        contacts: [mainContact('office@a.example')],
        teamId: b.session.team.id,
      },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await getJson(ctx.app, infoUrl, b.cookie)).json().info).toEqual(infoOfB);
    expect((await findStoredTeam(ctx, a.session.team.id)).info.slogan).toBe('Written by A');
  });

  itRefusesSaveWithoutCsrf(ctx, infoUrl, 'info', { slogan: 'Forged' });
});
