import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { itemAt } from '@sideline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, assert, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requireRow } from '../../db/rows.ts';
import { mailOutbox } from '../../db/schema/platform.ts';
import { verificationMail } from '../../modules/accounts/account-mail-templates.ts';
import { ensureDemoTeams } from '../../modules/accounts/demo-accounts.ts';
import { seedNewTeam } from '../../modules/new-team-seeding.ts';
import { sessionCookieOf } from '../../test/account-helpers.ts';
import { startSmtpStandIn } from '../../test/smtp-stand-in.ts';
import { appHeaders, createTestApp, type TestContext } from '../../test/test-app.ts';
import { createMemoryFileStorage } from '../storage.ts';
import { createWorker } from '../worker.ts';
import { createMailDelivery, heldPrivateDemoMail, retryDelayMs } from './mail-delivery.ts';
import { createFileMailTransport, createSmtpMailTransport, type MailTransport } from './mail-transports.ts';
import { enqueueMail, type MailInput } from './outbox.ts';

function sampleMail(to = 'coach@example.org'): MailInput {
  return {
    ...verificationMail({
      firstName: 'Jo',
      teamName: 'Harbor City Hawks',
      link: 'http://localhost:3000/verify-email?token=abc.def-ghi',
    }),
    from: 'Sideline <hello@sideline.local>',
    to: [to],
    replyTo: 'support@sideline.local',
  };
}

/** Decodes quoted-printable soft line breaks and escapes, as a mail client would. */
function decodeQuotedPrintable(raw: string): string {
  const bytes = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function openPrivateDemo(ctx: TestContext) {
  await ensureDemoTeams({ db: ctx.database.db, seedNewTeam, storage: createMemoryFileStorage() });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/demo/rugby/try', headers: appHeaders });
  return { cookie: sessionCookieOf(res), session: res.json() };
}

describe('mail outbox delivery', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.delete(mailOutbox);
  });

  const rowOf = async (id: string) =>
    requireRow(
      (await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0],
      'mailOutbox',
    );

  it('delivers to an SMTP server and marks the mail sent', async () => {
    const smtp = await startSmtpStandIn();
    const { received, port } = smtp;
    const transport = createSmtpMailTransport(`smtp://127.0.0.1:${port}/?ignoreTLS=true`);
    try {
      const id = await enqueueMail(ctx.database.db, sampleMail(), new Date());
      const round = await createMailDelivery({ db: ctx.database.db, transport }).deliverDue();
      expect(round).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(received).toHaveLength(1);
      expect(received[0]?.from).toBe('hello@sideline.local');
      expect(received[0]?.to).toEqual(['coach@example.org']);
      const message = decodeQuotedPrintable(itemAt(received, 0).data);
      expect(message).toContain('Subject: Verify your email address for Harbor City Hawks on Sideline');
      expect(message).toContain('http://localhost:3000/verify-email?token=abc.def-ghi');
      expect(message).toMatch(new RegExp(`X-Sideline-Mail-Id: ${id}`, 'i'));
      expect(message).toContain('Sideline · websites and stores');
      expect(message).toMatch(/Content-Type: text\/plain/);
      expect(message).toMatch(/Content-Type: text\/html/);
      const row = await rowOf(id);
      assert(row);
      expect(row.status).toBe('sent');
      expect(row.attempts).toBe(1);
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      transport.close?.();
      await smtp.close();
    }
  });

  it("holds a private demo team's mail in the outbox and delivers everyone else's", async () => {
    const { session } = await openPrivateDemo(ctx);
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'recording',
      async send(mail) {
        sent.push(mail.id);
      },
    };
    const demoMail = await enqueueMail(
      ctx.database.db,
      { ...sampleMail('fan@example.org'), teamId: session.team.id },
      new Date(),
    );
    const otherMail = await enqueueMail(ctx.database.db, sampleMail(), new Date());
    expect(await createMailDelivery({ db: ctx.database.db, transport }).deliverDue()).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(sent).toEqual([otherMail]);
    expect(await rowOf(demoMail)).toMatchObject({
      status: 'held',
      lastError: heldPrivateDemoMail,
      attempts: 0,
    });
    await createMailDelivery({ db: ctx.database.db, transport }).deliverDue();
    expect(sent).toEqual([otherMail]);
  });

  it('retries a failing delivery with exponential backoff, then marks it failed after 5 attempts', async () => {
    let clock = new Date('2030-01-01T00:00:00Z').getTime();
    const failing: MailTransport = {
      name: 'broken',
      async send() {
        throw new Error('connection refused');
      },
    };
    const delivery = createMailDelivery({
      db: ctx.database.db,
      transport: failing,
      backoffBaseMs: 1000,
      now: () => new Date(clock),
    });
    const id = await enqueueMail(ctx.database.db, sampleMail(), new Date(clock));

    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await delivery.deliverDue()).toEqual({ sent: 0, retrying: 1, failed: 0 });
      const row = await rowOf(id);
      assert(row);
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('connection refused');
      const wait = retryDelayMs(attempt, 1000);
      expect(wait).toBe(1000 * 2 ** (attempt - 1));
      expect(row.nextAttemptAt.getTime()).toBe(clock + wait);
      // Not due before the backoff has passed.
      clock += wait - 1;
      expect(await delivery.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      clock += 1;
    }
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const row = await rowOf(id);
    assert(row);
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(5);
    clock += 10 * 60_000;
    expect(await delivery.deliverDue()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('sends a mail that failed before once the transport recovers', async () => {
    let clock = Date.now() + 1000;
    let failures = 2;
    const sent: string[] = [];
    const flaky: MailTransport = {
      name: 'flaky',
      async send(mail) {
        if (failures-- > 0) throw new Error('temporary failure');
        sent.push(mail.id);
      },
    };
    const delivery = createMailDelivery({
      db: ctx.database.db,
      transport: flaky,
      backoffBaseMs: 50,
      now: () => new Date(clock),
    });
    const id = await enqueueMail(ctx.database.db, sampleMail(), new Date(clock));
    await delivery.deliverDue();
    clock += 50;
    await delivery.deliverDue();
    clock += 100;
    expect(await delivery.deliverDue()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sent).toEqual([id]);
    const row = await rowOf(id);
    assert(row);
    expect(row.status).toBe('sent');
    expect(row.attempts).toBe(3);
    expect(row.lastError).toBeNull();
  });

  it('takes over a mail whose worker died mid-delivery once its lease ends', async () => {
    let clock = Date.now() + 1000;
    const id = await enqueueMail(ctx.database.db, sampleMail(), new Date(clock));
    await ctx.database.db
      .update(mailOutbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(clock + 60_000) })
      .where(eq(mailOutbox.id, id));
    const sent: string[] = [];
    const delivery = createMailDelivery({
      db: ctx.database.db,
      transport: { name: 'ok', send: async (mail) => void sent.push(mail.id) },
      now: () => new Date(clock),
    });
    expect((await delivery.deliverDue()).sent).toBe(0);
    clock += 60_000;
    expect((await delivery.deliverDue()).sent).toBe(1);
    expect((await rowOf(id)).attempts).toBe(2);
  });

  it('delivers each mail once when several workers poll at the same time', async () => {
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        enqueueMail(ctx.database.db, sampleMail(`team${i}@example.org`), new Date()),
      ),
    );
    const sent: string[] = [];
    const transport: MailTransport = {
      name: 'slow',
      async send(mail) {
        // Hand the event loop to the other workers mid-send, so their rounds overlap.
        await new Promise((resolve) => setImmediate(resolve));
        sent.push(mail.id);
      },
    };
    const workers = Array.from({ length: 3 }, () =>
      createMailDelivery({
        db: ctx.database.db,
        transport,
        batchSize: 3,
        now: () => new Date(Date.now() + 1000),
      }),
    );
    for (let round = 0; round < 5; round++) await Promise.all(workers.map((w) => w.deliverDue()));
    expect(sent.sort()).toEqual([...ids].sort());
  });

  it('writes a real .eml file with the file transport', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sideline-mail-'));
    try {
      const id = await enqueueMail(ctx.database.db, sampleMail(), new Date());
      const delivery = createMailDelivery({
        db: ctx.database.db,
        transport: createFileMailTransport(dir),
        now: () => new Date(Date.now() + 1000),
      });
      expect((await delivery.deliverDue()).sent).toBe(1);
      expect(await readdir(dir)).toEqual([`${id}.eml`]);
      const eml = decodeQuotedPrintable(await readFile(path.join(dir, `${id}.eml`), 'utf8'));
      expect(eml).toContain('From: Sideline <hello@sideline.local>');
      expect(eml).toContain('To: coach@example.org');
      expect(eml).toContain('Reply-To: support@sideline.local');
      expect(eml).toContain(`Message-ID: <${id}@sideline.mail>`);
      expect(eml).toContain('MIME-Version: 1.0');
      expect(eml).toMatch(/Content-Type: multipart\/alternative/);
      expect(eml).toContain('http://localhost:3000/verify-email?token=abc.def-ghi');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('runs its tasks in a polling worker until stopped', async () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      const worker = createWorker({ pollMs: 5, tasks: [{ name: 'count', run: async () => void runs++ }] });
      worker.start();
      await vi.advanceTimersByTimeAsync(60);
      await worker.stop();
      const afterStop = runs;
      expect(afterStop).toBeGreaterThan(2);
      await vi.advanceTimersByTimeAsync(30);
      expect(runs).toBe(afterStop);
    } finally {
      vi.useRealTimers();
    }
  });
});
