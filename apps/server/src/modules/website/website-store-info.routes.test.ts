import {
  formatWallTime,
  websiteStoreInfoMessages as m,
  visibleTextMessages,
  type WebsiteStoreInfoUpdateInput,
} from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../db/schema/teams.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import {
  expectOnlySliceChanged,
  findStoredTeam,
  itIsHiddenForStoreOnly,
  itRefusesSignedOut,
  putJson,
  setUpTestApp,
} from './website-slice-test-helpers.ts';

const storeInfoUrl = '/api/website/storeinfo';

const update: WebsiteStoreInfoUpdateInput = {
  title: ' Hawks Pro Shop ',
  address: '1 Quay Street\nHarbor City, ME 04101',
  storeActivate: true,
  productsActivate: false,
  ticketsActivate: true,
  formsActivate: false,
  productNotificationEmails: [' shop@harbor.example ', 'SHOP@harbor.example', 'coach@harbor.example'],
  ticketNotificationEmails: [],
  scheduleStart: '2026-05-01T09:00',
  scheduleEnd: '2027-02-25T18:30',
};

describe('website store info: GET and PUT /api/website/storeinfo', () => {
  const ctx = setUpTestApp();

  itRefusesSignedOut(ctx, storeInfoUrl, { title: 42 });

  it("answers the seeded store info with its schedule in the team's time zone", async () => {
    const a = await signUp(ctx.app, { teamName: 'Harbor Hawks' });
    const team = await findStoredTeam(ctx, a.session.team.id);
    const res = await getJson(ctx.app, storeInfoUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    // The message, the tax rate and the external link code are the store settings' (decision 026).
    const {
      message: _message,
      taxRateBasisPoints: _taxRate,
      externalStoreLinkCode: _linkCode,
      scheduleStartTime,
      scheduleEndTime,
      ...fields
    } = team.storeInfo;
    expect(res.json()).toEqual({
      storeInfo: {
        ...fields,
        scheduleStart: formatWallTime(new Date(scheduleStartTime), 'America/New_York'),
        scheduleEnd: formatWallTime(new Date(scheduleEndTime), 'America/New_York'),
      },
      timeZone: 'America/New_York',
      defaultTitle: 'Harbor Hawks Store',
    });
    expect(fields.title).toBe('Harbor Hawks Store');
    expect(fields.productNotificationEmails).toEqual([a.body.email]);
  });

  it('saves only storeInfo (its message stays) and the public site cache moves on', async () => {
    const a = await signUp(ctx.app);
    const before = await findStoredTeam(ctx, a.session.team.id);
    const homeUrl = `/sites/${before.slug}`;
    const etagBefore = (await ctx.app.inject({ url: homeUrl })).headers.etag;

    const res = await putJson(ctx.app, storeInfoUrl, update, a.cookie);
    expect(res.statusCode).toBe(200);
    const storeInfo = {
      ...update,
      title: 'Hawks Pro Shop',
      productNotificationEmails: ['shop@harbor.example', 'coach@harbor.example'],
    };
    expect(res.json().storeInfo).toEqual(storeInfo);
    expect((await getJson(ctx.app, storeInfoUrl, a.cookie)).json().storeInfo).toEqual(storeInfo);

    const after = await findStoredTeam(ctx, before.id);
    const { scheduleStart: _start, scheduleEnd: _end, ...fields } = storeInfo;
    expect(after.storeInfo).toEqual({
      ...fields,
      // What the store settings own stays as it was.
      message: before.storeInfo.message,
      taxRateBasisPoints: before.storeInfo.taxRateBasisPoints,
      externalStoreLinkCode: before.storeInfo.externalStoreLinkCode,
      // 9:00 and 18:30 in New York (EDT, then EST).
      scheduleStartTime: '2026-05-01T13:00:00.000Z',
      scheduleEndTime: '2027-02-25T23:30:00.000Z',
    });
    // The team record and the store's switches (which the public store reads) are both written.
    expectOnlySliceChanged(before, after, 'storeInfo', 2);
    // No public page shows the store yet; its cache still follows the save.
    expect((await ctx.app.inject({ url: homeUrl })).headers.etag).not.toBe(etagBefore);
  });

  it('saves an empty title as "{team name} Store" and reads the schedule in the team zone', async () => {
    const a = await signUp(ctx.app, { teamName: 'Coastal Crabs' });
    const teamId = a.session.team.id;
    await ctx.database.db.update(teams).set({ timeZone: 'America/Los_Angeles' }).where(eq(teams.id, teamId));
    const res = await putJson(ctx.app, storeInfoUrl, { ...update, title: '  ' }, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      storeInfo: { title: 'Coastal Crabs Store', scheduleStart: '2026-05-01T09:00' },
      timeZone: 'America/Los_Angeles',
    });
    expect((await findStoredTeam(ctx, teamId)).storeInfo.scheduleStartTime).toBe('2026-05-01T16:00:00.000Z');
  });

  it('names each invalid field with its message and saves nothing', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, storeInfoUrl, a.cookie)).json().storeInfo;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        {
          ...update,
          title: 't'.repeat(101),
          productNotificationEmails: ['shop@harbor.example', 'tickets@'],
          ticketNotificationEmails: Array.from({ length: 11 }, (_, i) => `t${i}@harbor.example`),
          scheduleStart: '',
          scheduleEnd: '2026-02-30T10:00',
        },
        {
          title: visibleTextMessages.tooLong('title', 100),
          productNotificationEmails: m.emailInvalid('tickets@'),
          ticketNotificationEmails: m.tooManyEmails,
          scheduleStart: 'Please enter the schedule start',
          scheduleEnd: 'Please enter the schedule end as a date and time',
        },
      ],
      [{ ...update, scheduleEnd: '2026-05-01T08:59' }, { scheduleEnd: m.scheduleEndNotAfterStart }],
      [{ ...update, scheduleEnd: undefined }, { scheduleEnd: 'Please enter the schedule end' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await putJson(ctx.app, storeInfoUrl, payload, a.cookie);
      expect(res.statusCode).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('validation');
      expect(error.fields).toEqual(fields);
      expect(Object.values(error.fields)).toContain(error.message);
    }
    expect((await getJson(ctx.app, storeInfoUrl, a.cookie)).json().storeInfo).toEqual(before);
  });

  itIsHiddenForStoreOnly(ctx, storeInfoUrl, {
    what: 'Store Info',
    message: m.hiddenForStoreOnly,
    column: 'storeInfo',
    update: () => update,
  });

  it("changes only the signed-in team's store info: team A cannot change team B's", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app, { sportsType: 'WOMENSRUGBY' });
    const storeInfoOfB = await findStoredTeam(ctx, b.session.team.id);
    const res = await putJson(
      ctx.app,
      `${storeInfoUrl}?teamId=${b.session.team.id}`,
      { ...update, title: 'Written by A', teamId: b.session.team.id },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await findStoredTeam(ctx, b.session.team.id)).storeInfo).toEqual(storeInfoOfB.storeInfo);
    expect((await findStoredTeam(ctx, a.session.team.id)).storeInfo.title).toBe('Written by A');
  });
});
