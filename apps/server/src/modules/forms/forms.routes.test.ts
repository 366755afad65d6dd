import { formFieldMessages, formMessages } from '@sideline/domain';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteTeam, fetchSitePage } from '../../site/site-test-helpers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { callSection, expectForeignIdRefused } from '../content-sections/content-section-test-helpers.ts';

const url = '/api/forms';
const tryouts = {
  title: 'Fall Tryouts',
  formType: 7,
  description: 'Sign up for tryouts.',
  fields: [
    { id: 'name', kind: 'text', title: 'Full Name', required: true },
    { id: 'email', kind: 'email', title: 'Email', required: true, isUserEmail: true },
    {
      id: 'position',
      kind: 'select',
      title: 'Position',
      required: true,
      options: [{ id: 'g', title: 'Goalie' }],
    },
    { id: 'notes', kind: 'multiline', title: 'Anything else?', lines: 4 },
  ],
};

describe('forms: /api/forms', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const titles = async (cookie: string, query = '') =>
    (await callSection(ctx.app, 'GET', `${url}${query}`, cookie))
      .json()
      .items.map((i: { title: string }) => i.title);

  it('builds a form that its public page shows at once, listed by kind', async () => {
    const team = await createSiteTeam(ctx);
    const created = await callSection(ctx.app, 'POST', url, team.cookie, tryouts);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ slug: 'fall-tryouts', formType: 7, listKind: 'custom' });
    expect(await titles(team.cookie, '?kind=custom')).toContain('Fall Tryouts');
    // The seeded contact, recruitment and alumni forms came from the ready-made ones.
    expect(await titles(team.cookie, '?kind=predeveloped')).toEqual(
      expect.arrayContaining(['Contact Us', 'Alumni']),
    );
    expect(await titles(team.cookie, '?kind=predeveloped')).not.toContain('Fall Tryouts');
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/forms/fall-tryouts`);
    expect(page.status).toBe(200);
    expect(page.html.querySelector('label[for="field-position"]')?.text).toContain('Position');

    const dues = await callSection(ctx.app, 'POST', url, team.cookie, {
      ...tryouts,
      title: 'Season Dues',
      formType: 11,
      fields: [
        ...tryouts.fields.slice(0, 2),
        {
          id: 'plan',
          kind: 'select',
          title: 'Plan',
          required: true,
          options: [{ id: 'full', title: 'Full season', priceCents: 30_000 }],
        },
      ],
    });
    expect(dues.json().listKind).toBe('playerdues');
    expect(await titles(team.cookie, '?kind=playerdues')).toEqual(['Season Dues']);
  });

  it('gives every rule of the builder its message on its field', async () => {
    const team = await createSiteTeam(ctx);
    const [name, email, position, notes] = tryouts.fields;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '' }, 'title', 'Please enter the title'],
      [{ fields: [name, position] }, 'fields', formFieldMessages.userEmailMissing],
      [
        { fields: [name, email, { ...email, id: 'email2' }] },
        'fields',
        formFieldMessages.userEmailMoreThanOne,
      ],
      [
        { fields: [name, { ...email, required: false }] },
        'fields.1.required',
        formFieldMessages.userEmailNotRequired,
      ],
      [
        { fields: [email, { ...position, options: [] }] },
        'fields.1.options',
        formFieldMessages.optionsMissing,
      ],
      [
        { fields: [email, { ...position, options: [{ id: 'x', title: '' }] }] },
        'fields.1.options.0.title',
        formFieldMessages.optionTitleMissing,
      ],
      [
        { fields: [email, { ...position, options: [{ id: 'x', title: 'X', priceCents: -5 }] }] },
        'fields.1.options.0.priceCents',
        formFieldMessages.optionPriceInvalid,
      ],
      [{ fields: [email, { ...notes, lines: 99 }] }, 'fields.1.lines', formFieldMessages.linesInvalid],
      [
        { fields: [email, { ...position, options: [{ id: 'x', title: 'X', priceCents: 500 }] }] },
        'formType',
        formMessages.notPaidType,
      ],
    ];
    for (const [change, field, message] of cases) {
      const res = await callSection(ctx.app, 'POST', url, team.cookie, { ...tryouts, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toContain(message);
    }
    await callSection(ctx.app, 'POST', url, team.cookie, tryouts);
    const second = (
      await callSection(ctx.app, 'POST', url, team.cookie, { ...tryouts, title: 'Winter' })
    ).json();
    const clash = await callSection(ctx.app, 'PUT', `${url}/${second.id}`, team.cookie, {
      ...tryouts,
      slug: 'fall-tryouts',
    });
    expect(clash.json().error.fields.slug).toBe(formMessages.addressTaken);
  });

  it('copies a ready-made form of the sport into the team’s forms, editable there', async () => {
    const team = await createSiteTeam(ctx);
    const choices = (await callSection(ctx.app, 'GET', `${url}/pre-developed`, team.cookie)).json();
    expect(choices.map((c: { title: string }) => c.title)).toEqual(
      expect.arrayContaining(['Contact Us', 'Player Recruitment']),
    );
    const recruitment = choices.find((c: { title: string }) => c.title === 'Player Recruitment');
    const copy = await callSection(
      ctx.app,
      'POST',
      `${url}/pre-developed/${recruitment.id}/copy`,
      team.cookie,
    );
    expect(copy.statusCode).toBe(201);
    // The team already has the seeded one at that address: the copy gets its own.
    expect(copy.json().slug).toMatch(/^player-recruitment-form-.+-2$/);
    expect(copy.json().preDevelopedFormId).toBe(recruitment.id);
    const edited = await callSection(ctx.app, 'PUT', `${url}/${copy.json().id}`, team.cookie, {
      ...(copy.json() as Record<string, unknown>),
      title: 'Recruiting 2027',
    });
    expect(edited.json().title).toBe('Recruiting 2027');
    const unknown = await callSection(ctx.app, 'POST', `${url}/pre-developed/nope/copy`, team.cookie);
    expect(unknown.json().error.message).toBe(formMessages.preDevelopedNotFound);
  });

  it("refuses another team's form, and a deleted form's page is gone", async () => {
    const team = await createSiteTeam(ctx);
    const other = await createSiteTeam(ctx);
    const theirs = (await callSection(ctx.app, 'POST', url, other.cookie, tryouts)).json();
    const refused = await expectForeignIdRefused(ctx.app, url, theirs.id, team.cookie, tryouts);
    expect(refused.statusCodes).toEqual([404, 404, 404]);
    expect(new Set(refused.messages)).toEqual(new Set([formMessages.notFound]));
    expect((await callSection(ctx.app, 'DELETE', `${url}/${theirs.id}`, other.cookie)).statusCode).toBe(204);
    expect((await fetchSitePage(ctx.app, `/sites/${other.slug}/forms/fall-tryouts`)).status).toBe(404);
  });

  it('previews an unsaved, half-written form as the team’s page shows it, only to the team', async () => {
    const team = await createSiteTeam(ctx);
    const draft = {
      ...tryouts,
      title: '<script>alert(1)</script> Tryouts',
      fields: [
        ...tryouts.fields,
        { id: 'film', kind: 'file', title: 'Game film', required: false },
        // Not titled yet: the builder would refuse to save it, the preview still shows it.
        { id: 'later', kind: 'text', title: '' },
      ],
    };
    expect((await callSection(ctx.app, 'POST', `${url}/preview`, '', draft)).statusCode).toBe(401);
    const res = await callSection(ctx.app, 'POST', `${url}/preview`, team.cookie, draft);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const html = parse(res.json().html);
    expect(html.querySelector('h1')?.text).toBe('<script>alert(1)</script> Tryouts');
    expect(html.querySelector('script:not([type="module"]):not([type="application/ld+json"])')).toBeNull();
    expect(html.querySelector('.brand-name')?.text).toBe(team.team.name);
    expect(html.querySelector('input#field-film')?.getAttribute('type')).toBe('file');
    expect(html.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    // Nothing was saved.
    expect(await titles(team.cookie, '?kind=custom')).toEqual([]);

    const broken = await callSection(ctx.app, 'POST', `${url}/preview`, team.cookie, { fields: 'none' });
    expect(broken.statusCode).toBe(400);
  });
});
