import { createHash } from 'node:crypto';
import {
  accountMessages,
  agreementMessages,
  agreementProvider,
  policyMessages,
  privateDemoRefusal,
  signatureDataUrlPrefix,
} from '@sideline/domain';
import { eq, sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { users } from '../../db/schema/auth.ts';
import { files, mailOutbox } from '../../db/schema/platform.ts';
import { teams } from '../../db/schema/teams.ts';
import { sandboxTestCards } from '../../platform/payments/sandbox-subscriptions.ts';
import { createMemoryFileStorage } from '../../platform/storage.ts';
import { fetchSitePage } from '../../site/site-test-helpers.ts';
import { getJson, postJson, signUp } from '../../test/account-helpers.ts';
import { makePng, makePngBomb } from '../../test/image-fixtures.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';
import { payCheckout, startCheckout } from '../subscriptions/subscription-test-helpers.ts';
import { findStoredTeam, putJson, setUpTestApp } from '../website/website-slice-test-helpers.ts';

const storage = createMemoryFileStorage();

async function verifiedTeam(ctx: TestContext, overrides: Parameters<typeof signUp>[1] = {}) {
  const team = await signUp(ctx.app, overrides);
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, team.body.email));
  return team;
}

async function signatureDataUrl(): Promise<string> {
  return `${signatureDataUrlPrefix}${(await makePng(240, 80, { transparent: true })).toString('base64')}`;
}

async function signBody(kind: 'website' | 'store' = 'website') {
  return {
    kind,
    name: 'Jordan Reyes',
    title: 'Team President',
    ...(kind === 'website' ? { address: '12 Rink Road, Harbor City, MA 02110' } : {}),
    signature: await signatureDataUrl(),
  };
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  // Lines wrap where the page ends them; the words are what counts.
  return text.replace(/\s+/g, ' ');
}

async function download(app: App, url: string, cookie: string) {
  return app.inject({ method: 'GET', url, headers: { cookie } });
}

function documentKeys(teamId: string): string[] {
  return storage.keys().filter((key) => key.startsWith(`teams/${teamId}/documents/`));
}

describe('licensing agreements: GET /api/agreements, GET /api/agreements/preview, POST /api/agreements/sign', () => {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp({}, { storage }));
  });
  afterAll(() => ctx.close());

  it('moves unsigned → signed, stores the PDF privately, and writes the notification mail', async () => {
    const a = await verifiedTeam(ctx);
    const before = await getJson(ctx.app, '/api/agreements', a.cookie);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      emailVerified: true,
      agreements: [
        { kind: 'website', status: 'unsigned', currentVersion: 2, signedOn: null, pdfUrl: '' },
        { kind: 'store', status: 'unsigned', currentVersion: 1, signedOn: null, pdfUrl: '' },
      ],
    });

    const res = await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const { agreement, message } = res.json();
    expect(message).toBe(agreementMessages.signed('website'));
    expect(agreement).toMatchObject({
      kind: 'website',
      status: 'signed',
      signedVersion: 2,
      signerName: 'Jordan Reyes',
      signerTitle: 'Team President',
    });
    expect(agreement.pdfUrl).toMatch(
      new RegExp(
        `^/files/teams/${a.session.team.id}/documents/licensing_agreement_\\d{4}-\\d{2}-\\d{2}_[0-9a-f]{32}\\.pdf$`,
      ),
    );

    const stored = await findStoredTeam(ctx, a.session.team.id);
    expect(stored.licensingAgreement.licensingSignatureNeeded).toBe(false);
    expect(stored.licensingAgreement.version).toBe(2);
    const start = new Date(stored.licensingAgreement.startDate ?? '');
    const end = new Date(stored.licensingAgreement.endDate ?? '');
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(100);
    expect(stored.storeLicensingAgreement.signedOn).toBeNull();

    const file = await download(ctx.app, agreement.pdfUrl, a.cookie);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(agreement.documentSha256);
    const [fileRow] = await ctx.database.db
      .select()
      .from(files)
      .where(eq(files.key, agreement.pdfUrl.replace('/files/', '')));
    expect(fileRow?.isPublic).toBe(false);
    expect((await download(ctx.app, agreement.pdfUrl, '')).statusCode).toBe(404);

    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.teamId} = ${a.session.team.id} and ${mailOutbox.templateId} = 'agreement-signed-notification'`,
      );
    expect(mail?.to).toEqual([ctx.config.notifyEmail]);
    expect(mail?.text).toContain(agreement.documentSha256);

    const again = await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(agreementMessages.alreadySigned);
  });

  it('builds an A4 PDF whose text names the team, the signer, both parties and the audit hash', async () => {
    const a = await verifiedTeam(ctx, {
      teamName: 'Harbor City Hawks',
      organizationName: 'Harbor City University',
    });
    const { agreement } = (
      await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie)
    ).json();
    const bytes = (await download(ctx.app, agreement.pdfUrl, a.cookie)).rawPayload;
    const text = await pdfText(bytes);
    expect(text).toContain("Harbor City Hawks, Harbor City University (Women's Ice Hockey Team)");
    expect(text).toContain('12 Rink Road, Harbor City, MA 02110');
    expect(text).toContain('Name: Jordan Reyes');
    expect(text).toContain('Title: Team President');
    expect(text).toContain(`Name: ${agreementProvider.signerName}`);
    expect(text).toContain('cancels at least 15 days before the renewal date');
    expect(text).toContain('not cured within 30 days');
    expect(text).toContain('first 12 months');
    expect(text).toContain('Audit trail');
    expect(text).toContain(a.body.email);
    expect(text).toContain('127.0.0.1');
    expect(text).toMatch(/SHA-256 of the document body [0-9a-f]{64} /);

    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const page = await pdf.getPage(1);
    const [, , width, height] = page.view;
    expect([Math.round(width ?? 0), Math.round(height ?? 0)]).toEqual([595, 842]);
  });

  it('prints names with any Latin accent, Greek or Cyrillic exactly as typed, in a small PDF', async () => {
    const a = await verifiedTeam(ctx, {
      teamName: 'Łódź Ice Dragons',
      organizationName: 'Klub Sportowy Łódź',
    });
    const body = {
      ...(await signBody()),
      name: 'Zoë Núñez',
      title: 'Ørjan’s Coach, Тренер, Προπονητής',
      address: 'ul. Piotrkowska 12, 90-001 Łódź',
    };
    const res = await postJson(ctx.app, '/api/agreements/sign', body, a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const bytes = (await download(ctx.app, res.json().agreement.pdfUrl, a.cookie)).rawPayload;
    const text = await pdfText(bytes);
    expect(text).toContain('Łódź Ice Dragons, Klub Sportowy Łódź');
    expect(text).toContain('Name: Zoë Núñez');
    expect(text).toContain('Title: Ørjan’s Coach, Тренер, Προπονητής');
    expect(text).toContain('Signed by Zoë Núñez, Ørjan’s Coach, Тренер, Προπονητής');
    expect(text).toContain('ul. Piotrkowska 12, 90-001 Łódź');
    expect(text).not.toContain('?');
    // The fonts are subset to the characters drawn.
    expect(bytes.length).toBeLessThan(120_000);
  });

  it('signs the store agreement with name and title only, and its PDF lists the fee table', async () => {
    const a = await verifiedTeam(ctx);
    const res = await postJson(ctx.app, '/api/agreements/sign', await signBody('store'), a.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().agreement.pdfUrl).toContain('/documents/store_licensing_agreement_');
    const text = await pdfText((await download(ctx.app, res.json().agreement.pdfUrl, a.cookie)).rawPayload);
    expect(text).toContain('Transactions up to $249.99: 10% service fee.');
    expect(text).toContain('Transactions of $549.99 and above: 4% service fee.');
    expect(text).toContain('processing fee of $0.50');
    expect(text).toContain('non-refundable');
    const stored = await findStoredTeam(ctx, a.session.team.id);
    expect(stored.licensingAgreement.signedOn).toBeNull();
  });

  it('asks to re-sign an older version, and re-signing records the current one', async () => {
    const a = await verifiedTeam(ctx);
    await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie);
    const stored = await findStoredTeam(ctx, a.session.team.id);
    await ctx.database.db
      .update(teams)
      .set({ licensingAgreement: { ...stored.licensingAgreement, version: 1 } })
      .where(eq(teams.id, a.session.team.id));
    const state = (await getJson(ctx.app, '/api/agreements', a.cookie)).json();
    expect(state.agreements[0]).toMatchObject({ status: 'new-version', signedVersion: 1 });
    const res = await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().agreement).toMatchObject({ status: 'signed', signedVersion: 2 });
    expect(documentKeys(a.session.team.id)).toHaveLength(2);
  });

  it('refuses an unverified email and a private demo, with their messages', async () => {
    const unverified = await signUp(ctx.app);
    const state = (await getJson(ctx.app, '/api/agreements', unverified.cookie)).json();
    expect(state.emailVerified).toBe(false);
    const refused = await postJson(ctx.app, '/api/agreements/sign', await signBody(), unverified.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(accountMessages.verifyNotice);

    const demo = await verifiedTeam(ctx);
    await ctx.database.db
      .update(teams)
      .set({ privateDemoExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(teams.id, demo.session.team.id));
    const demoRes = await postJson(ctx.app, '/api/agreements/sign', await signBody(), demo.cookie);
    expect(demoRes.statusCode).toBe(403);
    expect(demoRes.json().error.message).toBe(privateDemoRefusal('agreementSigning'));
    expect(documentKeys(unverified.session.team.id)).toEqual([]);
    expect(documentKeys(demo.session.team.id)).toEqual([]);
  });

  it('names every missing or broken field', async () => {
    const a = await verifiedTeam(ctx);
    const post = (body: object) => postJson(ctx.app, '/api/agreements/sign', body, a.cookie);
    const fieldsOf = async (body: object) => {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      return res.json().error.fields;
    };
    const valid = await signBody();
    expect(await fieldsOf({ ...valid, name: ' ' })).toMatchObject({ name: 'Please enter the name' });
    expect(await fieldsOf({ ...valid, title: '' })).toMatchObject({
      title: 'Please enter the position in the team',
    });
    expect(await fieldsOf({ ...valid, address: '' })).toMatchObject({
      address: 'Please enter the team address',
    });
    expect(await fieldsOf({ ...valid, signature: '' })).toMatchObject({
      signature: agreementMessages.signatureMissing,
    });
    expect(await fieldsOf({ ...valid, signature: 'data:image/jpeg;base64,AAAA' })).toMatchObject({
      signature: agreementMessages.signatureNotPng,
    });
    expect(
      await fieldsOf({
        ...valid,
        signature: `${signatureDataUrlPrefix}${Buffer.from('not a png').toString('base64')}`,
      }),
    ).toMatchObject({ signature: agreementMessages.signatureNotPng });
    const brokenPng = Buffer.concat([(await makePng(20, 20)).subarray(0, 40), Buffer.alloc(20)]);
    expect(
      await fieldsOf({ ...valid, signature: `${signatureDataUrlPrefix}${brokenPng.toString('base64')}` }),
    ).toMatchObject({ signature: agreementMessages.signatureNotPng });
    expect(
      await fieldsOf({ ...valid, signature: `${signatureDataUrlPrefix}${'A'.repeat(400_000)}` }),
    ).toMatchObject({
      signature: agreementMessages.signatureTooLarge,
    });
    const storeWithoutAddress = await post({ ...(await signBody('store')) });
    expect(storeWithoutAddress.statusCode).toBe(200);
    expect(documentKeys(a.session.team.id)).toHaveLength(1);
  });

  it('refuses a signature declaring 8000x8000 pixels (a decompression bomb) by its header, naming the field', async () => {
    const a = await verifiedTeam(ctx);
    // About 8 KB that a decoder trusting the header inflates to 64 million pixels.
    const bomb = makePngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(10_000);
    const res = await postJson(
      ctx.app,
      '/api/agreements/sign',
      { ...(await signBody()), signature: `${signatureDataUrlPrefix}${bomb.toString('base64')}` },
      a.cookie,
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toEqual({ signature: agreementMessages.signatureTooManyPixels });
    expect(documentKeys(a.session.team.id)).toEqual([]);
    expect((await findStoredTeam(ctx, a.session.team.id)).licensingAgreement.signedOn).toBeNull();
  });

  it('previews the unsigned draft as a PDF with what was typed so far', async () => {
    const a = await verifiedTeam(ctx);
    const res = await getJson(
      ctx.app,
      '/api/agreements/preview?kind=website&name=Sam%20Lee&title=&address=',
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The portal frames it; nothing else may.
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('DRAFT: not signed');
    expect(text).toContain('Name: Sam Lee');
    expect(text).not.toContain('Audit trail');
    expect(documentKeys(a.session.team.id)).toEqual([]);
  });

  it("keeps each team's agreements and documents to itself", async () => {
    const a = await verifiedTeam(ctx);
    const b = await verifiedTeam(ctx);
    const { agreement } = (
      await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie)
    ).json();
    expect((await download(ctx.app, agreement.pdfUrl, b.cookie)).statusCode).toBe(404);
    const bState = (await getJson(ctx.app, '/api/agreements', b.cookie)).json();
    expect(bState.agreements[0].status).toBe('unsigned');
    await putJson(ctx.app, '/api/policies', { privacy: { text: 'Team A privacy', link: '' } }, a.cookie);
    const bPolicies = (await getJson(ctx.app, '/api/policies', b.cookie)).json().policies;
    expect(bPolicies.privacy.text).not.toBe('Team A privacy');
  });

  it('refuses signed-out requests', async () => {
    for (const [method, url] of [
      ['GET', '/api/agreements'],
      ['POST', '/api/agreements/sign'],
      ['GET', '/api/agreements/preview?kind=website'],
      ['GET', '/api/policies'],
      ['PUT', '/api/policies'],
    ] as const) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: appHeaders,
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('a failure after the file write leaves no file and no signed record', async () => {
    const a = await verifiedTeam(ctx);
    await ctx.database.db.execute(sql`
      CREATE FUNCTION refuse_agreement_mail() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'outbox refused in test'; END $$ LANGUAGE plpgsql`);
    await ctx.database.db.execute(sql`
      CREATE TRIGGER refuse_agreement_mail BEFORE INSERT ON mail_outbox FOR EACH ROW
      WHEN (NEW.template_id = 'agreement-signed-notification') EXECUTE FUNCTION refuse_agreement_mail()`);
    try {
      const res = await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe(agreementMessages.signFailed);
      expect(documentKeys(a.session.team.id)).toEqual([]);
      const stored = await findStoredTeam(ctx, a.session.team.id);
      expect(stored.licensingAgreement).toMatchObject({ signedOn: null, licensingSignatureNeeded: true });
      const rows = await ctx.database.db.select().from(files).where(eq(files.teamId, a.session.team.id));
      expect(rows.filter((row) => row.key.includes('/documents/'))).toEqual([]);
    } finally {
      await ctx.database.db.execute(sql`DROP TRIGGER refuse_agreement_mail ON mail_outbox`);
      await ctx.database.db.execute(sql`DROP FUNCTION refuse_agreement_mail()`);
    }
    expect((await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie)).statusCode).toBe(
      200,
    );
  });
});

describe('publishing follows the website signature (POST /api/agreements/sign)', () => {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    // A long revalidation interval: the site must follow the signature at once anyway.
    Object.assign(ctx, await createTestApp({ SITE_REVALIDATE_MS: '3600000' }, { storage }));
  });
  afterAll(() => ctx.close());

  const robotsOf = async (slug: string) =>
    (await ctx.app.inject({ url: '/robots.txt', headers: { host: `${slug}.localhost:3000` } })).body;
  const isPublished = async (cookie: string) =>
    (await getJson(ctx.app, '/api/subscriptions', cookie)).json().published as boolean;

  it('publishes the site at once when the website agreement is signed during a running trial', async () => {
    const a = await verifiedTeam(ctx);
    const slug = a.session.team.slug as string;
    const started = await startCheckout(ctx, a.cookie, { product: 'website', period: 'year' });
    expect(started.statusCode).toBe(200);
    expect((await payCheckout(ctx, started.json().checkoutUrl, sandboxTestCards.succeeds)).statusCode).toBe(
      303,
    );
    // The trial runs, but without the agreement the site stays unpublished.
    expect(await isPublished(a.cookie)).toBe(false);
    expect(await robotsOf(slug)).toContain('Disallow: /');

    expect((await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie)).statusCode).toBe(
      200,
    );
    expect(await isPublished(a.cookie)).toBe(true);
    expect(await robotsOf(slug)).toContain(`Sitemap: http://${slug}.localhost:3000/sitemap.xml`);
    const home = await ctx.app.inject({ url: '/', headers: { host: `${slug}.localhost:3000` } });
    expect(home.body).not.toContain('noindex');
  });

  it('leaves the site unpublished after a signature without a subscription, and after the store agreement', async () => {
    const a = await verifiedTeam(ctx);
    const slug = a.session.team.slug as string;
    expect((await postJson(ctx.app, '/api/agreements/sign', await signBody(), a.cookie)).statusCode).toBe(
      200,
    );
    expect(await isPublished(a.cookie)).toBe(false);
    expect(await robotsOf(slug)).toContain('Disallow: /');
    const home = await ctx.app.inject({ url: '/', headers: { host: `${slug}.localhost:3000` } });
    expect(home.body).toContain('noindex');

    const b = await verifiedTeam(ctx);
    const started = await startCheckout(ctx, b.cookie, { product: 'website', period: 'month' });
    await payCheckout(ctx, started.json().checkoutUrl, sandboxTestCards.succeeds);
    expect(
      (await postJson(ctx.app, '/api/agreements/sign', await signBody('store'), b.cookie)).statusCode,
    ).toBe(200);
    expect(await isPublished(b.cookie)).toBe(false);
  });
});

describe('policies: GET and PUT /api/policies', () => {
  const ctx = setUpTestApp();

  it('saves one policy, then all five, and the public /policies page shows them', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, '/api/policies', a.cookie)).json().policies;
    const one = await putJson(
      ctx.app,
      '/api/policies',
      { refund: { text: '  Refunds within 30 days.  ', link: 'https://hawks.example/refunds' } },
      a.cookie,
    );
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().message).toBe(policyMessages.saved(1));
    expect(one.json().policies).toEqual({
      ...before,
      refund: { text: 'Refunds within 30 days.', link: 'https://hawks.example/refunds' },
    });

    const all = Object.fromEntries(
      ['privacy', 'terms', 'return', 'refund', 'shipping'].map((kind) => [
        kind,
        { text: `Our ${kind} rules.`, link: '' },
      ]),
    );
    const res = await putJson(ctx.app, '/api/policies', all, a.cookie);
    expect(res.json()).toEqual({ policies: all, message: policyMessages.saved(5) });
    const team = await findStoredTeam(ctx, a.session.team.id);
    const page = await fetchSitePage(ctx.app, `/sites/${team.slug}/policies`);
    expect(page.text()).toContain('Our shipping rules.');
    expect(page.text()).toContain('Refund Policy');
  });

  it('refuses a link that is not an https address, naming the policy', async () => {
    const a = await signUp(ctx.app);
    const res = await putJson(
      ctx.app,
      '/api/policies',
      { shipping: { text: 'Ships in 3 days.', link: 'javascript:alert(1)' } },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(policyMessages.linkInvalid('shipping'));
    const tooLong = await putJson(
      ctx.app,
      '/api/policies',
      { terms: { text: 'x'.repeat(20_001) } },
      a.cookie,
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe(
      'Please keep the Terms of Use text to 20000 characters or fewer',
    );
  });
});
