import {
  buildFormSlug,
  formSpamRules,
  submissionMessages,
  type TeamSportsType,
  toCsvCell,
} from '@sideline/domain';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { submittedForms } from '../../db/schema/forms.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { buildEml } from '../../platform/mail/index.ts';
import { createSiteTeam } from '../../site/site-test-helpers.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';
import { findActiveMarkup, xssCorpus } from '../../test/xss-corpus.ts';
import { callSection } from '../content-sections/content-section-test-helpers.ts';
import { createFormStartTokens } from './form-start-token.ts';

const url = '/api/submissions';

describe('submissions inbox: /api/submissions', () => {
  let ctx: TestContext;
  let started: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    started = createFormStartTokens(ctx.config.authSecret).issue(new Date(Date.now() - 10_000));
  });
  afterAll(() => ctx.close());

  /**
   * A team with its seeded demo submission and one sent now through its contact form; it has
   * published a contact address in Website → Info, where replies to its mail go.
   */
  async function teamWithSubmission(answers: Record<string, string> = {}) {
    const team = await createSiteTeam(ctx);
    const { info } = (await callSection(ctx.app, 'GET', '/api/website/info', team.cookie)).json();
    const contacts = info.contacts.map((c: { required: boolean }) =>
      c.required ? { ...c, email: 'office@hawks.example' } : c,
    );
    const published = await callSection(ctx.app, 'PUT', '/api/website/info', team.cookie, {
      ...info,
      contacts,
    });
    expect(published.statusCode, published.body).toBe(200);
    const slug = buildFormSlug('contact-us', team.team.sportsType as TeamSportsType);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${team.slug}/forms/${slug}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: {
        firstName: 'Riley',
        lastName: 'Jordan',
        email: 'riley@example.org',
        topic: 'topic-1',
        message: 'When are tryouts?',
        [formSpamRules.startedField]: started,
        ...answers,
      },
    });
    expect(res.json().status).toBe('sent');
    const list = (await callSection(ctx.app, 'GET', url, team.cookie)).json();
    return { team, list, latest: list.items[0] };
  }

  it('lists newest first, unread, with the forms to filter by, and agrees with the dashboard', async () => {
    const { team, list, latest } = await teamWithSubmission();
    expect(latest).toMatchObject({
      formTitle: 'Contact Us',
      email: 'riley@example.org',
      read: false,
      replied: false,
      isRecent: true,
      paymentStatus: 'none',
    });
    expect(latest.sentAtLabel).toMatch(/^Today, /);
    expect(list.total).toBe(2);
    expect(list.unread).toBe(2);
    expect(list.forms.map((f: { title: string }) => f.title)).toContain('Contact Us');
    const dashboard = (await callSection(ctx.app, 'GET', '/api/dashboard', team.cookie)).json();
    expect(dashboard.counts.unreadSubmissions).toBe(list.unread);

    const byForm = (await callSection(ctx.app, 'GET', `${url}?formId=${latest.formId}`, team.cookie)).json();
    expect(byForm.items.map((i: { id: string }) => i.id)).toEqual([latest.id]);
    const today = (await callSection(ctx.app, 'GET', `${url}?date=today`, team.cookie)).json();
    expect(today.items.map((i: { id: string }) => i.id)).toContain(latest.id);
    const yesterday = (await callSection(ctx.app, 'GET', `${url}?date=yesterday`, team.cookie)).json();
    expect(yesterday.items.map((i: { id: string }) => i.id)).not.toContain(latest.id);
    const range = (
      await callSection(ctx.app, 'GET', `${url}?date=range&from=2020-01-01&to=2020-01-31`, team.cookie)
    ).json();
    expect(range.items).toEqual([]);
  });

  it('names the problem of an incomplete or reversed range', async () => {
    const { team } = await teamWithSubmission();
    const incomplete = await callSection(ctx.app, 'GET', `${url}?date=range&from=2026-01-01`, team.cookie);
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().error.message).toContain(submissionMessages.rangeIncomplete);
    const reversed = await callSection(
      ctx.app,
      'GET',
      `${url}?date=range&from=2026-02-01&to=2026-01-01`,
      team.cookie,
    );
    expect(reversed.json().error.message).toContain(submissionMessages.rangeReversed);
  });

  it('marks read and unread, filters by status, and soft deletes', async () => {
    const { team, latest } = await teamWithSubmission();
    const read = await ctx.app.inject({
      method: 'PATCH',
      url: `${url}/${latest.id}`,
      headers: { ...appHeaders, cookie: team.cookie },
      payload: { read: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({
      read: true,
      answers: expect.arrayContaining([{ id: 'message', title: 'Message', value: 'When are tryouts?' }]),
    });
    const unread = (await callSection(ctx.app, 'GET', `${url}?status=unread`, team.cookie)).json();
    expect(unread.items.map((i: { id: string }) => i.id)).not.toContain(latest.id);
    expect(unread.unread).toBe(1);
    expect((await callSection(ctx.app, 'DELETE', `${url}/${latest.id}`, team.cookie)).statusCode).toBe(204);
    expect((await callSection(ctx.app, 'GET', `${url}/${latest.id}`, team.cookie)).statusCode).toBe(404);
    const [row] = await ctx.database.db.select().from(submittedForms).where(eq(submittedForms.id, latest.id));
    assert(row);
    expect(row.deleted).toBe(true);
  });

  it('replies by email, threaded under the confirmation, and marks the submission replied', async () => {
    const { team, latest } = await teamWithSubmission();
    const missing = await callSection(ctx.app, 'POST', `${url}/${latest.id}/reply`, team.cookie, {
      subject: '',
      message: 'Hi',
    });
    expect(missing.json().error.fields.subject).toBe('Please enter the subject');
    const res = await callSection(ctx.app, 'POST', `${url}/${latest.id}/reply`, team.cookie, {
      subject: 'Re: Contact Us',
      message: 'Tryouts are on Sept 3 at 6 PM.\nBring skates.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ replied: true, read: true });
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.reference, latest.id));
    const confirmation = mails.find((m) => m.templateId === 'form-confirmation');
    const reply = mails.find((m) => m.templateId === 'form-reply');
    expect(reply?.to).toEqual(['riley@example.org']);
    expect(reply?.replyTo).toBe('office@hawks.example');
    expect(reply?.inReplyTo).toBe(confirmation?.id);
    const eml = (await buildEml(reply!)).toString();
    expect(eml).toContain(`In-Reply-To: <${confirmation?.id}@sideline.mail>`);
    expect(eml).toContain(`References: <${confirmation?.id}@sideline.mail>`);
  });

  it('exports CSV with a column per question, team-zone times and formulas neutralised', async () => {
    const { team } = await teamWithSubmission({
      message: '=HYPERLINK("http://evil.example","x")',
      lastName: '+1+2',
    });
    const res = await callSection(ctx.app, 'GET', `${url}.csv?date=today`, team.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="submissions-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(
      res.body.startsWith('\uFEFF"Submitted at","Form","Email","Read","Replied","Payment","First Name"'),
    ).toBe(true);
    const [, line] = res.body.split('\r\n');
    expect(line).toMatch(/^"\d{4}-\d{2}-\d{2} \d{2}:\d{2}","Contact Us","riley@example.org","No","No",""/);
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(line).toContain(`"'+1+2"`);
    expect(toCsvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(toCsvCell('-2')).toBe(`"'-2"`);
  });

  it('keeps payloads inert in the inbox answers, which the portal shows as text', async () => {
    const payload = xssCorpus.join(' ').slice(0, 480);
    const { team, latest } = await teamWithSubmission({ firstName: payload });
    const one = (await callSection(ctx.app, 'GET', `${url}/${latest.id}`, team.cookie)).json();
    // Stored as the visitor typed it (text), never as markup the inbox would render.
    expect(one.answers.find((a: { id: string }) => a.id === 'firstName').value).toBe(
      payload.replace(/\s+/g, ' ').trim(),
    );
    const reply = await callSection(ctx.app, 'POST', `${url}/${latest.id}/reply`, team.cookie, {
      subject: 'Hi',
      message: payload,
    });
    expect(reply.statusCode).toBe(200);
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.templateId, 'form-reply'));
    assert(mail);
    expect(findActiveMarkup(mail.html)).toEqual([]);
  });

  it('keeps the recipients list, and new submissions are told to it', async () => {
    const { team } = await teamWithSubmission();
    const bad = await callSection(ctx.app, 'PUT', `${url}/recipients`, team.cookie, {
      emails: ['coach@example.org', 'nope'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('Please enter valid email addresses');
    const saved = await callSection(ctx.app, 'PUT', `${url}/recipients`, team.cookie, {
      emails: ['Coach@Example.org', 'gm@example.org'],
    });
    expect(saved.json()).toEqual({ emails: ['coach@example.org', 'gm@example.org'] });
    expect((await callSection(ctx.app, 'GET', `${url}/recipients`, team.cookie)).json()).toEqual(
      saved.json(),
    );
    const slug = buildFormSlug('contact-us', team.team.sportsType as TeamSportsType);
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/sites/${team.slug}/forms/${slug}`,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.org',
        topic: 'topic-1',
        message: 'Hi',
        [formSpamRules.startedField]: started,
      },
    });
    expect(posted.json()).toMatchObject({ status: 'sent' });
    const [notification] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.templateId, 'form-notification'), eq(mailOutbox.teamId, team.teamId)))
      .orderBy(desc(mailOutbox.timeCreated))
      .limit(1);
    assert(notification);
    expect(notification.to).toEqual(expect.arrayContaining(['coach@example.org', 'gm@example.org']));
  });

  it("refuses another team's submissions", async () => {
    const { team } = await teamWithSubmission();
    const other = await teamWithSubmission();
    for (const [method, path] of [
      ['GET', `${url}/${other.latest.id}`],
      ['DELETE', `${url}/${other.latest.id}`],
    ] as const) {
      const res = await callSection(ctx.app, method, path, team.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(submissionMessages.notFound);
    }
    const reply = await callSection(ctx.app, 'POST', `${url}/${other.latest.id}/reply`, team.cookie, {
      subject: 'x',
      message: 'y',
    });
    expect(reply.statusCode).toBe(404);
    const mine = (await callSection(ctx.app, 'GET', url, team.cookie)).json();
    expect(mine.items.map((i: { id: string }) => i.id)).not.toContain(other.latest.id);
  });
});
