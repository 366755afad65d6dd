import {
  buildFormSlug,
  type FormField,
  formFileMessages,
  formSpamRules,
  maxFormFileBytes,
  maxFormFilesPerPost,
  type TeamSportsType,
} from '@sideline/domain';
import { and, eq, like } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forms, submittedForms } from '../db/schema/forms.ts';
import { files, mailOutbox } from '../db/schema/platform.ts';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createFormStartTokens } from '../modules/form-submissions/form-start-token.ts';
import { createMemoryFileStorage } from '../platform/storage.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { findActiveMarkup } from '../test/xss-corpus.ts';
import { createSiteTeam, fetchSitePage } from './site-test-helpers.ts';

const resumeQuestion: FormField = {
  id: 'resume',
  kind: 'file',
  title: 'Résumé',
  required: true,
  placeholder: '',
  isUserEmail: false,
  lines: 4,
  options: [],
};
const answers = {
  firstName: 'Riley',
  lastName: 'Jordan',
  email: 'riley@example.org',
  topic: 'topic-1',
  message: 'My résumé is attached.',
};
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('%%EOF\n')]);

interface FilePart {
  field: string;
  name: string;
  data: Buffer;
}

describe('team site: file questions of public forms', () => {
  let ctx: TestContext;
  let started: string;
  const storage = createMemoryFileStorage();
  beforeAll(async () => {
    ctx = await createTestApp({}, { storage });
    started = createFormStartTokens(ctx.config.authSecret).issue(new Date(Date.now() - 10_000));
  });
  afterAll(() => ctx.close());

  /** A team whose contact form also asks for a résumé. */
  async function formWithFileQuestion() {
    const team = await createSiteTeam(ctx);
    const slug = buildFormSlug('contact-us', team.team.sportsType as TeamSportsType);
    const [form] = await ctx.database.db
      .select()
      .from(forms)
      .where(and(eq(forms.teamId, team.teamId), like(forms.slug, 'contact-us-form-%')));
    await ctx.database.db
      .update(forms)
      .set({ fields: [...form.fields, resumeQuestion] })
      .where(eq(forms.id, form.id));
    return { team, formId: form.id, path: `/sites/${team.slug}/forms/${slug}` };
  }

  /** A multipart post, as the island (JSON answer) or a browser without script (HTML answer). */
  function post(path: string, fields: Record<string, string>, parts: FilePart[], json = true) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ ...fields, [formSpamRules.startedField]: started })) {
      body.append(name, value);
    }
    for (const part of parts) body.append(part.field, new Blob([new Uint8Array(part.data)]), part.name);
    return ctx.app.inject({
      method: 'POST',
      url: path,
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}`,
      headers: { accept: json ? 'application/json' : 'text/html' },
      payload: body,
    });
  }
  const submissionsOf = (formId: string) =>
    ctx.database.db.select().from(submittedForms).where(eq(submittedForms.formId, formId));

  it('asks for the file with an input that says what it accepts, in a multipart form', async () => {
    const { path } = await formWithFileQuestion();
    const page = await fetchSitePage(ctx.app, path);
    expect(page.html.querySelector('form.site-form')?.getAttribute('enctype')).toBe('multipart/form-data');
    const input = page.html.querySelector('input#field-resume');
    expect(input?.getAttribute('type')).toBe('file');
    expect(input?.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png,.webp,.docx');
    expect(page.html.querySelector('#field-resume-hint')?.text).toContain(formFileMessages.hint);
  });

  it('keeps the file private: the answer names it, only the team’s admins download it', async () => {
    const { team, formId, path } = await formWithFileQuestion();
    const res = await post(path, answers, [{ field: 'resume', name: 'riley resume.pdf', data: pdf }]);
    expect(res.json()).toMatchObject({ status: 'sent' });

    const [stored] = await submissionsOf(formId);
    const answer = stored.otherOptions.find((a) => a.id === 'resume');
    expect(answer).toMatchObject({ title: 'Résumé', value: 'riley resume.pdf' });
    expect(answer?.fileKey).toMatch(new RegExp(`^teams/${team.teamId}/[0-9a-f]{32}\\.pdf$`));
    const [record] = await ctx.database.db.select().from(files).where(eq(files.key, answer!.fileKey!));
    expect(record).toMatchObject({ teamId: team.teamId, isPublic: false, contentType: 'application/pdf' });
    expect(record.metadata).toMatchObject({ title: 'riley resume.pdf', teamId: team.teamId });

    const inbox = (await callSection(ctx.app, 'GET', `/api/submissions/${stored.id}`, team.cookie)).json();
    const shown = inbox.answers.find((a: { id: string }) => a.id === 'resume');
    expect(shown).toEqual({
      id: 'resume',
      title: 'Résumé',
      value: 'riley resume.pdf',
      fileUrl: `/files/${answer!.fileKey}`,
    });
    const download = await ctx.app.inject({
      method: 'GET',
      url: shown.fileUrl,
      headers: { cookie: team.cookie },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: shown.fileUrl })).statusCode).toBe(404);
    const otherTeam = await createSiteTeam(ctx);
    expect(
      (await ctx.app.inject({ method: 'GET', url: shown.fileUrl, headers: { cookie: otherTeam.cookie } }))
        .statusCode,
    ).toBe(404);

    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.teamId, team.teamId));
    expect(mails.find((m) => m.templateId === 'form-notification')?.text).toContain('riley resume.pdf');
  });

  it('refuses a missing, renamed, oversized or unaccepted file on its question, storing nothing', async () => {
    const { formId, path } = await formWithFileQuestion();
    const before = storage.keys().length;
    const cases: { parts: FilePart[]; fields?: Record<string, string>; message: string }[] = [
      { parts: [], message: 'Please choose the résumé' },
      // A typed answer claiming a file is not a file.
      { parts: [], fields: { resume: 'resume.pdf' }, message: 'Please choose the résumé' },
      {
        parts: [{ field: 'resume', name: 'resume.pdf', data: Buffer.from('MZ\x90\x00 a program') }],
        message: formFileMessages.wrongType('resume.pdf'),
      },
      {
        parts: [{ field: 'resume', name: 'setup.exe', data: pdf }],
        message: formFileMessages.wrongType('setup.exe'),
      },
      {
        parts: [
          { field: 'resume', name: 'huge.pdf', data: Buffer.concat([pdf, Buffer.alloc(maxFormFileBytes)]) },
        ],
        message: formFileMessages.tooLarge('huge.pdf'),
      },
    ];
    for (const { parts, fields, message } of cases) {
      const res = await post(path, { ...answers, ...fields }, parts);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().fields).toEqual({ resume: message });
    }
    const tooMany = await post(
      path,
      answers,
      Array.from({ length: maxFormFilesPerPost + 1 }, (_, i) => ({
        field: `f${i}`,
        name: `${i}.pdf`,
        data: pdf,
      })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(formFileMessages.tooMany);
    expect(await submissionsOf(formId)).toHaveLength(0);
    expect(storage.keys()).toHaveLength(before);
  });

  it('without script, names the file to choose again next to the other messages, inertly', async () => {
    const { path } = await formWithFileQuestion();
    // (A browser sends a quote in a file name as %22, so the payload starts at the tag.)
    const fileName = '<img src=x onerror=alert(1)>.pdf';
    const res = await post(
      path,
      { ...answers, email: 'not-an-address' },
      [{ field: 'resume', name: fileName, data: pdf }],
      false,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('please choose it again before sending');
    expect(res.body).toContain('“&lt;img src=x onerror=alert(1)&gt;.pdf”: please choose it again');
    // The page's own header and footer carry icons; the file name is all inside the form's island.
    const island = parse(res.body).querySelector('[data-island="form-post"]');
    expect(findActiveMarkup(island?.outerHTML ?? '')).toEqual([]);
  });
});
