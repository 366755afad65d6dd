import {
  buildFormSlug,
  type FormField,
  formFileMessages,
  formSpamRules,
  itemAt,
  maxFormFileBytes,
  maxFormFilesPerPost,
  type TeamSportsType,
} from '@sideline/domain';
import { and, eq, like } from 'drizzle-orm';
import { parse } from 'node-html-parser';
import sharp from 'sharp';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { forms, submittedForms } from '../db/schema/forms.ts';
import { files, mailOutbox } from '../db/schema/platform.ts';
import { callSection } from '../modules/content-sections/content-section-test-helpers.ts';
import { createFormStartTokens } from '../modules/form-submissions/form-start-token.ts';
import { heldFileLifetimeMs, removeAbandonedHeldFiles } from '../modules/form-submissions/held-form-files.ts';
import { createMemoryFileStorage } from '../platform/storage.ts';
import { makeJpeg } from '../test/image-fixtures.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { findActiveMarkup } from '../test/xss-corpus.ts';
import { buildZip, wordDocumentMembers } from '../test/zip-fixtures.ts';
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
    assert(form);
    await ctx.database.db
      .update(forms)
      .set({ fields: [...form.fields, resumeQuestion] })
      .where(eq(forms.id, form.id));
    return { team, formId: form.id, path: `/sites/${team.slug}/forms/${slug}` };
  }

  /** A multipart post, as the island (JSON answer) or a browser without script (HTML answer). */
  function post(path: string, fields: Record<string, string>, parts: FilePart[], json = true) {
    const body = new FormData();
    for (const [name, value] of Object.entries({ [formSpamRules.startedField]: started, ...fields })) {
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
    assert(stored);
    const answer = stored.otherOptions.find((a) => a.id === 'resume');
    expect(answer).toMatchObject({ title: 'Résumé', value: 'riley resume.pdf' });
    expect(answer?.fileKey).toMatch(new RegExp(`^teams/${team.teamId}/[0-9a-f]{32}\\.pdf$`));
    const [record] = await ctx.database.db.select().from(files).where(eq(files.key, answer!.fileKey!));
    assert(record);
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

  /** The stored bytes of a sent form's file answer, downloaded as the team's admin. */
  async function downloadAnswerFile(formId: string, cookie: string) {
    const [stored] = await submissionsOf(formId);
    assert(stored);
    const answer = stored.otherOptions.find((a) => a.id === 'resume');
    return ctx.app.inject({ method: 'GET', url: `/files/${answer!.fileKey}`, headers: { cookie } });
  }

  it('refuses a .docx that is no Word document: a renamed ZIP, a program or macros inside, a bomb', async () => {
    const { formId, path } = await formWithFileQuestion();
    const before = storage.keys().length;
    const fakes = {
      'a plain ZIP': buildZip([{ name: 'notes.txt', data: Buffer.from('not a document') }]),
      'a program inside': buildZip([
        ...wordDocumentMembers,
        { name: 'word/setup.exe', data: Buffer.from('MZ\x90\x00 a program') },
      ]),
      'macros inside': buildZip([
        ...wordDocumentMembers,
        { name: 'word/vbaProject.bin', data: Buffer.from('x') },
      ]),
      'a member expanding to 50 MB': buildZip([
        ...wordDocumentMembers,
        { name: 'word/media/big.xml', data: Buffer.alloc(50 * 1024 * 1024, 0x20) },
      ]),
    };
    for (const [kind, data] of Object.entries(fakes)) {
      const res = await post(path, answers, [{ field: 'resume', name: 'resume.docx', data }]);
      expect(res.statusCode, kind).toBe(400);
      expect(res.json().fields, kind).toEqual({ resume: formFileMessages.wrongType('resume.docx') });
    }
    expect(await submissionsOf(formId)).toHaveLength(0);
    expect(storage.keys()).toHaveLength(before);

    const real = buildZip(wordDocumentMembers);
    const sent = await post(path, answers, [{ field: 'resume', name: 'resume.docx', data: real }]);
    expect(sent.json()).toMatchObject({ status: 'sent' });
  });

  it('re-encodes a picture answer, dropping its metadata (GPS position, camera, author)', async () => {
    const { team, formId, path } = await formWithFileQuestion();
    const photo = await sharp(await makeJpeg(640, 480))
      .withExif({
        IFD0: { Artist: 'Riley Jordan' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '40/1 26/1 46/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '79/1 58/1 56/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await post(path, answers, [{ field: 'resume', name: 'me.jpg', data: photo }]);
    expect(res.json()).toMatchObject({ status: 'sent' });
    const download = await downloadAnswerFile(formId, team.cookie);
    const kept = await sharp(download.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(kept.exif).toBeUndefined();
    expect(download.rawPayload.includes(Buffer.from('Riley Jordan'))).toBe(false);
  });

  it('serves every private file as a download, unsniffed and sandboxed, never inline on our origin', async () => {
    const { team, formId, path } = await formWithFileQuestion();
    const res = await post(path, answers, [{ field: 'resume', name: 'resume.pdf', data: pdf }]);
    expect(res.json()).toMatchObject({ status: 'sent' });
    const download = await downloadAnswerFile(formId, team.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f]{32}\.pdf"$/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['content-security-policy']).toContain("default-src 'none'");
  });

  /** A post with a résumé sent as soon as its page was made (a stamp of now). */
  const postTooFast = (path: string, json: boolean) =>
    post(
      path,
      {
        ...answers,
        [formSpamRules.startedField]: createFormStartTokens(ctx.config.authSecret).issue(new Date()),
      },
      [{ field: 'resume', name: 'resume.pdf', data: pdf }],
      json,
    );

  it('holds the file of a post sent within 3 seconds and stores it with the confirmed answers', async () => {
    const { team, formId, path } = await formWithFileQuestion();
    const first = await postTooFast(path, false);
    expect(first.statusCode).toBe(200);
    expect(await submissionsOf(formId)).toHaveLength(0);
    const confirm = parse(first.body).querySelector('form.form-confirm');
    expect(confirm?.getAttribute('enctype')).toBe('multipart/form-data');
    expect(confirm?.querySelector('.form-confirm-answers')?.text).toContain('resume.pdf');
    const hidden = Object.fromEntries(
      (confirm?.querySelectorAll('input[type=hidden]') ?? []).map((input) => [
        input.getAttribute('name') ?? '',
        input.getAttribute('value') ?? '',
      ]),
    );
    const heldResume = hidden['held-resume'];
    assert(heldResume);
    const heldKey = itemAt(heldResume.split('~'), 0);
    expect(heldKey).toMatch(new RegExp(`^teams/${team.teamId}/`));
    expect(storage.keys()).toContain(heldKey);

    // A seal names only this team's held file: another key, or this one for another team, is refused.
    const otherTeam = await formWithFileQuestion();
    const forged = await post(otherTeam.path, { ...answers, 'held-resume': heldResume }, []);
    expect(forged.json().fields).toEqual({ resume: 'Please choose the résumé' });
    const tampered = await post(
      path,
      { ...answers, 'held-resume': `${heldKey.replace(/.$/, 'x')}~${heldResume.split('~')[1]}` },
      [],
    );
    expect(tampered.json().fields).toEqual({ resume: 'Please choose the résumé' });

    const confirmBody = new FormData();
    for (const [name, value] of Object.entries(hidden)) confirmBody.append(name, value);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { accept: 'text/html' },
      payload: confirmBody,
    });
    expect(sent.statusCode).toBe(303);
    const [stored] = await submissionsOf(formId);
    assert(stored);
    expect(stored.otherOptions.find((a) => a.id === 'resume')).toMatchObject({
      value: 'resume.pdf',
      fileKey: heldKey,
    });
    const [record] = await ctx.database.db.select().from(files).where(eq(files.key, heldKey));
    assert(record);
    expect(record.metadata).not.toHaveProperty('heldForConfirmation');
    expect((await downloadAnswerFile(formId, team.cookie)).rawPayload.equals(pdf)).toBe(true);
  });

  it('removes a held file whose confirmation never came after a day', async () => {
    const { path } = await formWithFileQuestion();
    const first = await postTooFast(path, true);
    const heldKey = itemAt(String(first.json().fields['held-resume']).split('~'), 0);
    expect(storage.keys()).toContain(heldKey);
    expect(await removeAbandonedHeldFiles({ db: ctx.database.db, storage })).not.toContain(heldKey);
    const removed = await removeAbandonedHeldFiles({
      db: ctx.database.db,
      storage,
      now: new Date(Date.now() + heldFileLifetimeMs + 60_000),
    });
    expect(removed).toContain(heldKey);
    expect(storage.keys()).not.toContain(heldKey);
    expect(await ctx.database.db.select().from(files).where(eq(files.key, heldKey))).toEqual([]);
  });
});
