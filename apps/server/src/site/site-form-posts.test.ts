import {
  buildFormSlug,
  formAnswerMessages,
  formSpamRules,
  storeMessages,
  type TeamSportsType,
} from '@sideline/domain';
import { and, eq, like } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { forms, submittedForms } from '../db/schema/forms.ts';
import { mailOutbox } from '../db/schema/platform.ts';
import { createFormStartTokens } from '../modules/form-submissions/form-start-token.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { findActiveMarkup, xssCorpus } from '../test/xss-corpus.ts';
import { createSiteTeam, fetchSitePage } from './site-test-helpers.ts';

const answers = {
  firstName: 'Riley',
  lastName: 'Jordan',
  email: 'riley@example.org',
  phone: '(555) 555-0100',
  topic: 'topic-1',
  message: 'When are tryouts this year?',
};

describe('team site: public form posts', () => {
  let ctx: TestContext;
  let started: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    // A page made ten seconds ago: past the minimum fill time.
    started = createFormStartTokens(ctx.config.authSecret).issue(new Date(Date.now() - 10_000));
  });
  afterAll(() => ctx.close());

  async function contactForm() {
    const team = await createSiteTeam(ctx);
    const slug = buildFormSlug('contact-us', team.team.sportsType as TeamSportsType);
    return { team, slug, path: `/sites/${team.slug}/forms/${slug}` };
  }
  const post = (url: string, body: Record<string, string>, json = false, ip = '203.0.113.9') =>
    ctx.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      headers: json
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: json ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    });
  /** The team's answers to its contact form (a new team also has a seeded demo submission). */
  const submissionsOf = async (teamId: string) => {
    const [contact] = await ctx.database.db
      .select()
      .from(forms)
      .where(and(eq(forms.teamId, teamId), like(forms.slug, 'contact-us-form-%')));
    assert(contact);
    return ctx.database.db
      .select()
      .from(submittedForms)
      .where(and(eq(submittedForms.teamId, teamId), eq(submittedForms.formId, contact.id)));
  };
  const mailsOf = (teamId: string) =>
    ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.teamId, teamId));

  it('serves a real form: posting to its own page, with the spam trap and the start stamp', async () => {
    const { path } = await contactForm();
    const page = await fetchSitePage(ctx.app, path);
    const form = page.html.querySelector('form.site-form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(path);
    expect(
      page.html.querySelector(`input[name="${formSpamRules.honeypotField}"]`)?.getAttribute('tabindex'),
    ).toBe('-1');
    expect(
      page.html.querySelector(`input[name="${formSpamRules.startedField}"]`)?.getAttribute('value'),
    ).toMatch(/^\d+\./);
    expect(page.html.querySelector('label[for="field-firstName"]')?.text).toContain('First Name');
    expect(page.html.querySelector('[data-island="form-post"]')).not.toBeNull();
  });

  it('stores a plain post, mails both sides in the same step and redirects to the thank-you page', async () => {
    const { team, path } = await contactForm();
    const res = await post(path, { ...answers, [formSpamRules.startedField]: started });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${path}/thanks`);
    const thanks = await fetchSitePage(ctx.app, String(res.headers.location));
    expect(thanks.status).toBe(200);
    expect(thanks.text()).toContain(formAnswerMessages.sent);

    const [stored] = await submissionsOf(team.teamId);
    assert(stored);
    expect(stored).toMatchObject({
      read: false,
      replied: false,
      deleted: false,
      emails: ['riley@example.org'],
      paymentStatus: 'none',
    });
    expect(stored.otherOptions).toContainEqual({
      id: 'topic',
      title: 'What is your message about?',
      value: 'Joining the team',
    });
    const mails = await mailsOf(team.teamId);
    const confirmation = mails.find((m) => m.templateId === 'form-confirmation');
    const notification = mails.find((m) => m.templateId === 'form-notification');
    expect(confirmation?.to).toEqual(['riley@example.org']);
    expect(stored.confirmationMailId).toBe(confirmation?.id);
    expect(notification?.to).toEqual([team.email]);
    expect(notification?.replyTo).toBe('riley@example.org');
    expect(notification?.text).toContain('When are tryouts this year?');
  });

  it('answers the island in JSON with the same checker, and re-shows a plain post with its messages', async () => {
    const { team, path } = await contactForm();
    const json = await post(
      path,
      { ...answers, email: 'not-an-address', firstName: '', [formSpamRules.startedField]: started },
      true,
    );
    expect(json.statusCode).toBe(400);
    expect(json.json()).toEqual({
      status: 'invalid',
      message: formAnswerMessages.summary,
      fields: { email: formAnswerMessages.invalidEmail, firstName: 'Please enter the first name' },
    });
    const html = await post(path, { ...answers, message: '', [formSpamRules.startedField]: started });
    expect(html.statusCode).toBe(400);
    const page = parse(html.body);
    expect(page.querySelector('.form-error')?.text).toBe(formAnswerMessages.summary);
    expect(page.querySelector('#field-message-error')?.text).toBe('Please enter the message');
    expect(page.querySelector('#field-message')?.getAttribute('aria-describedby')).toBe(
      'field-message-error',
    );
    // What the visitor typed is still there.
    expect(page.querySelector('#field-firstName')?.getAttribute('value')).toBe('Riley');
    expect(await submissionsOf(team.teamId)).toEqual([]);
    const ok = await post(path, { ...answers, [formSpamRules.startedField]: started }, true);
    expect(ok.json()).toEqual({ status: 'sent', message: formAnswerMessages.sent });
  });

  it('ignores bots: a filled trap, a missing or forged stamp (a confirmation stamp too)', async () => {
    const { team, path } = await contactForm();
    const attempts: Record<string, string>[] = [
      { [formSpamRules.honeypotField]: 'http://spam.example', [formSpamRules.startedField]: started },
      {},
      { [formSpamRules.startedField]: `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAA` },
      { [formSpamRules.startedField]: `confirm.${Date.now()}.AAAAAAAAAAAAAAAAAAAAAA` },
    ];
    for (const extra of attempts) {
      const res = await post(path, { ...answers, ...extra });
      // Told the same as a person, so it learns nothing.
      expect(res.statusCode).toBe(303);
    }
    expect(await submissionsOf(team.teamId)).toEqual([]);
    expect((await mailsOf(team.teamId)).filter((m) => m.templateId.startsWith('form-'))).toEqual([]);
  });

  it('asks a person who sent within 3 seconds to confirm, and stores the answers on one click (no script)', async () => {
    const { team, path } = await contactForm();
    const tooFast = createFormStartTokens(ctx.config.authSecret).issue(new Date());
    const first = await post(path, { ...answers, [formSpamRules.startedField]: tooFast });
    // Before: thanked (303) and dropped. Now the answers come back to send with one click.
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    expect(await submissionsOf(team.teamId)).toEqual([]);
    const page = parse(first.body);
    expect(page.querySelector('#form-confirm-message')?.text).toBe(formAnswerMessages.confirm);
    expect(page.querySelector('.form-confirm-answers')?.text).toContain('When are tryouts this year?');
    const confirm = page.querySelector('form.form-confirm');
    expect(confirm?.getAttribute('method')).toBe('post');
    const hidden = Object.fromEntries(
      (confirm?.querySelectorAll('input[type=hidden]') ?? []).map((input) => [
        input.getAttribute('name') ?? '',
        input.getAttribute('value') ?? '',
      ]),
    );
    expect(hidden).toMatchObject({
      ...answers,
      [formSpamRules.startedField]: expect.stringMatching(/^confirm\./),
    });
    expect(hidden[formSpamRules.honeypotField]).toBeUndefined();

    // Clicking Send posts the hidden fields at once: stored, mailed, thanked.
    const sent = await post(path, hidden);
    expect(sent.statusCode).toBe(303);
    const [stored] = await submissionsOf(team.teamId);
    assert(stored);
    expect(stored.emails).toEqual([answers.email]);
    expect((await mailsOf(team.teamId)).filter((m) => m.templateId.startsWith('form-'))).toHaveLength(2);
  });

  it('asks the form island to confirm a post within 3 seconds with the fields to send again', async () => {
    const { team, path } = await contactForm();
    const tooFast = createFormStartTokens(ctx.config.authSecret).issue(new Date());
    const first = await post(path, { ...answers, [formSpamRules.startedField]: tooFast }, true);
    expect(first.statusCode).toBe(202);
    const answer = first.json();
    expect(answer).toMatchObject({ status: 'confirm', message: formAnswerMessages.confirm });
    expect(await submissionsOf(team.teamId)).toEqual([]);
    const sent = await post(path, answer.fields, true);
    expect(sent.json()).toEqual({ status: 'sent', message: formAnswerMessages.sent });
    expect(await submissionsOf(team.teamId)).toHaveLength(1);
  });

  it('still checks the answers of a too-fast post first, and drops a too-fast post with the trap filled', async () => {
    const { team, path } = await contactForm();
    const tooFast = createFormStartTokens(ctx.config.authSecret).issue(new Date());
    const invalid = await post(
      path,
      { ...answers, email: 'nope', [formSpamRules.startedField]: tooFast },
      true,
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.email).toBe(formAnswerMessages.invalidEmail);
    const trapped = await post(path, {
      ...answers,
      [formSpamRules.honeypotField]: 'http://spam.example',
      [formSpamRules.startedField]: tooFast,
    });
    expect(trapped.statusCode).toBe(303);
    expect(await submissionsOf(team.teamId)).toEqual([]);
  });

  it(`limits one address to ${formSpamRules.perAddress.limit} sends in ten minutes`, async () => {
    const { team, path } = await contactForm();
    const codes: number[] = [];
    for (let i = 0; i <= formSpamRules.perAddress.limit; i++) {
      codes.push(
        (await post(path, { ...answers, [formSpamRules.startedField]: started }, false, '198.51.100.7'))
          .statusCode,
      );
    }
    expect(codes).toEqual([...Array(formSpamRules.perAddress.limit).fill(303), 429]);
    const json = await post(
      path,
      { ...answers, [formSpamRules.startedField]: started },
      true,
      '198.51.100.7',
    );
    expect(json.json().message).toBe(formAnswerMessages.tooMany);
    expect(await submissionsOf(team.teamId)).toHaveLength(formSpamRules.perAddress.limit);
    // Another visitor is not affected.
    expect(
      (await post(path, { ...answers, [formSpamRules.startedField]: started }, false, '198.51.100.8'))
        .statusCode,
    ).toBe(303);
  });

  it('stores nothing of a priced form while the team cannot take its payment', async () => {
    const { team, path, slug } = await contactForm();
    const [form] = await ctx.database.db
      .select()
      .from(forms)
      .where(and(eq(forms.teamId, team.teamId), eq(forms.slug, slug)));
    assert(form);
    await ctx.database.db
      .update(forms)
      .set({
        formType: 11,
        fields: form.fields.map((f) =>
          f.id === 'topic'
            ? { ...f, options: f.options.map((o, i) => ({ ...o, priceCents: i === 0 ? 12_500 : 0 })) }
            : f,
        ),
      })
      .where(eq(forms.id, form.id));
    // Paid through the store's checkout (store-tickets-and-forms.test.ts); without a store agreement
    // the person is told why, and nothing waits unpaid.
    const res = await post(path, { ...answers, [formSpamRules.startedField]: started }, true);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ status: 'error', fields: {}, message: storeMessages.agreementRequired });
    expect(await submissionsOf(team.teamId)).toEqual([]);
    expect((await mailsOf(team.teamId)).filter((m) => m.templateId.startsWith('form-'))).toEqual([]);
  });

  it('keeps every payload inert on the re-shown page and in the mails', async () => {
    const { team, path } = await contactForm();
    const payload = xssCorpus.join(' ');
    const invalid = await post(path, {
      ...answers,
      firstName: payload,
      email: payload,
      [formSpamRules.startedField]: started,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('&lt;script&gt;');
    // The page's own header and footer carry icons; the visitor's text is all inside the form and its island data.
    const island = parse(invalid.body).querySelector('[data-island="form-post"]');
    expect(island?.querySelector('#field-firstName')?.getAttribute('value')).toContain('<script>');
    expect(findActiveMarkup(island?.outerHTML ?? '')).toEqual([]);

    await post(path, {
      ...answers,
      firstName: payload.slice(0, 480),
      message: payload,
      [formSpamRules.startedField]: started,
    });
    const mails = (await mailsOf(team.teamId)).filter((m) => m.templateId.startsWith('form-'));
    expect(mails).toHaveLength(2);
    for (const mail of mails) expect(findActiveMarkup(mail.html)).toEqual([]);
  });

  it('answers an unknown or unpublished form with the 404 page', async () => {
    const { team, path, slug } = await contactForm();
    expect((await post(`/sites/${team.slug}/forms/nope`, answers)).statusCode).toBe(404);
    await ctx.database.db
      .update(forms)
      .set({ published: false })
      .where(and(eq(forms.teamId, team.teamId), eq(forms.slug, slug)));
    expect((await post(path, { ...answers, [formSpamRules.startedField]: started })).statusCode).toBe(404);
  });
});
