import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  buildFormSlug,
  csrfHeaderName,
  csrfHeaderValue,
  formSpamRules,
  signatureDataUrlPrefix,
  type TeamSportsType,
} from '@sideline/domain';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './db/client.ts';
import { users } from './db/schema/auth.ts';
import { forms, submittedForms } from './db/schema/forms.ts';
import { games } from './db/schema/games.ts';
import { sandboxStoreSessions } from './db/schema/payments.ts';
import { files, fileWrites, mailOutbox } from './db/schema/platform.ts';
import { inventoryHolds, orders, products, productVariants } from './db/schema/store.ts';
import { teams } from './db/schema/teams.ts';
import { createFormStartTokens } from './modules/form-submissions/form-start-token.ts';
import { enableSelling, testBuyer } from './modules/store/store-test-helpers.ts';
import { fileWriteGraceMs, sweepFileWrites } from './platform/file-write-journal.ts';
import { createS3FileStorage } from './platform/s3-storage.ts';
import { signUpBody } from './test/account-helpers.ts';
import { makeJpeg, makePng } from './test/image-fixtures.ts';
import { type S3StandIn, standInBucket, startS3StandIn } from './test/s3-stand-in.ts';
import {
  createScratchDatabase,
  postgresUnavailableReason,
  type SidelineProcess,
  startSidelineProcess,
} from './test/sideline-processes.ts';

const baseUrl = 'http://localhost:3000';
const unavailable = await postgresUnavailableReason();

/**
 * Issue 25, Faults: kill -9 of the web process while requests are in flight, then a restart on the
 * same database and bucket. No test hook exists in the app: the kill lands wherever the requests
 * happen to be (many at once, big uploads, so some are mid-way). After the restart nothing is lost
 * that was answered as done, nothing is done twice, and — once the worker's sweep of interrupted
 * file writes has run — every stored object has its `files` row and every row its object.
 * Cases: sign-up, an upload, game-sheet saves, a public form post with a file, agreement signing,
 * and a checkout paid at the provider whose event was lost with the process (the worker's
 * reconciliation completes each order once, even when killed again during it).
 */
describe.skipIf(unavailable !== null)(
  `kill -9 mid-request, then restart${unavailable ? ` (skipped: ${unavailable})` : ''}`,
  () => {
    let database: Awaited<ReturnType<typeof createScratchDatabase>>;
    let s3: S3StandIn;
    let db: Database;
    let web: SidelineProcess;
    let env: Record<string, string>;

    beforeAll(async () => {
      database = await createScratchDatabase('sideline_kill');
      s3 = await startS3StandIn();
      env = {
        NODE_ENV: 'test',
        ROLE: 'all',
        DATABASE_URL: database.url,
        AUTH_SECRET: 'kill-test-secret-0123456789-abcdefghijklmnopqrst',
        BASE_URL: baseUrl,
        SEED_DEMO_TEAMS: 'false',
        PASSWORD_HASH_COST: '4',
        RATE_LIMIT_PER_MINUTE: '10000',
        // The test's requests come from loopback, as a proxy's would (the form posts name their
        // visitor's address in X-Forwarded-For).
        TRUST_PROXY: 'loopback',
        ...s3.env(),
      };
      web = await startSidelineProcess('web', env);
      db = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
    }, 180_000);

    afterAll(async () => {
      await db?.close();
      await web?.stop();
      await s3?.close();
      await database?.drop();
    }, 60_000);

    function call(path: string, options: { json?: unknown; form?: FormData; cookie?: string }) {
      return fetch(`${web.url}${path}`, {
        method: 'POST',
        headers: {
          origin: baseUrl,
          [csrfHeaderName]: csrfHeaderValue,
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(options.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: options.json !== undefined ? JSON.stringify(options.json) : options.form,
      });
    }

    /**
     * Starts `requests`, kills the process with SIGKILL after `afterMs` (or once the first answer
     * `isDone` has come, when given), restarts it on the same state.
     */
    async function killDuring<T>(
      requests: (() => Promise<T>)[],
      afterMs: number,
      isDone?: (answer: T) => boolean,
    ) {
      let firstDone: () => void = () => {};
      const oneDone = new Promise<void>((resolve) => {
        firstDone = resolve;
      });
      const settled = Promise.allSettled(
        requests.map((request) =>
          request().then((answer) => {
            if (isDone?.(answer)) firstDone();
            return answer;
          }),
        ),
      );
      if (isDone) await Promise.race([oneDone, settled]);
      await new Promise((resolve) => setTimeout(resolve, afterMs));
      web.child.kill('SIGKILL');
      const outcomes = await settled;
      await web.stop();
      web = await startSidelineProcess('web', env);
      return outcomes;
    }

    /** The worker's sweep as it runs an hour later; then the bucket and the files table must agree. */
    async function expectBucketAndRowsAgree() {
      const storage = createS3FileStorage(s3.config());
      await sweepFileWrites({ db: db.db, storage, now: new Date(Date.now() + fileWriteGraceMs + 60_000) });
      const client = new S3Client({ ...s3.config(), forcePathStyle: true });
      const objects: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: standInBucket, ContinuationToken: token }),
        );
        objects.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
        token = page.NextContinuationToken;
      } while (token);
      client.destroy();
      const rows = await db.db.select({ key: files.key }).from(files);
      expect([...objects].sort()).toEqual(rows.map((row) => row.key).sort());
      expect(await db.db.select().from(fileWrites)).toEqual([]);
      return objects.length;
    }

    it('sign-up: each account exists once or not at all, with its team; signing up again completes it once', async () => {
      const bodies = Array.from({ length: 8 }, () => signUpBody());
      const outcomes = await killDuring(
        bodies.map((body) => () => call('/api/accounts/signup', { json: body })),
        400,
      );
      const answeredDone = bodies.filter((_, i) => {
        const outcome = outcomes[i];
        return outcome?.status === 'fulfilled' && outcome.value.status === 201;
      });
      // The kill landed mid-way: some were cut (the test is only meaningful then).
      expect(answeredDone.length).toBeLessThan(bodies.length);
      const emails = bodies.map((body) => body.email);
      const countBy = async () => {
        const made = await db.db
          .select({ email: users.email })
          .from(users)
          .where(inArray(users.email, emails));
        const teamRows = await db.db
          .select({ email: teams.email })
          .from(teams)
          .where(inArray(teams.email, emails));
        return { made: made.map((row) => row.email).sort(), teams: teamRows.map((row) => row.email).sort() };
      };
      const afterKill = await countBy();
      // Answered as done means kept with its team, and nothing twice. A kill between the user and
      // its team (two steps: better-auth, then our transaction) leaves a user without a team.
      for (const body of answeredDone) expect(afterKill.teams).toContain(body.email);
      for (const email of afterKill.teams) expect(afterKill.made).toContain(email);
      expect(new Set(afterKill.made).size).toBe(afterKill.made.length);
      expect(new Set(afterKill.teams).size).toBe(afterKill.teams.length);

      // The person tries again: a finished account says so; a lost or half-made one is finished
      // now, once.
      for (const body of bodies) {
        const again = await call('/api/accounts/signup', { json: body });
        expect(again.status, await again.clone().text()).toBe(
          afterKill.teams.includes(body.email) ? 409 : 201,
        );
      }
      const final = await countBy();
      expect(final.made).toEqual([...emails].sort());
      expect(final.teams).toEqual([...emails].sort());
      expect(await expectBucketAndRowsAgree()).toBeGreaterThan(0);
    }, 240_000);

    it('upload: every answered upload is in the library with its files; no object without a row or row without an object', async () => {
      const body = signUpBody();
      const signUp = await call('/api/accounts/signup', { json: body });
      expect(signUp.status).toBe(201);
      const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      await db.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
      const jpeg = new Uint8Array(await makeJpeg(3000, 2000));
      const upload = (name: string) => () => {
        const form = new FormData();
        form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), name);
        return call('/api/media', { form, cookie });
      };
      const outcomes = await killDuring(
        Array.from({ length: 6 }, (_, i) => upload(`photo-${i}.jpg`)),
        1500,
      );
      const done = outcomes.filter(
        (outcome) => outcome.status === 'fulfilled' && outcome.value.status === 201,
      );
      const interrupted = outcomes.length - done.length;
      // The kill landed mid-way: some were cut (the test is only meaningful then).
      expect(interrupted).toBeGreaterThan(0);
      const library = await fetch(`${web.url}/api/media`, { headers: { cookie } }).then(
        (res) => res.json() as Promise<{ media: { title?: string; fileName?: string }[] }>,
      );
      expect(library.media.length).toBeGreaterThanOrEqual(done.length);
      expect(library.media.length).toBeLessThanOrEqual(outcomes.length);
      await expectBucketAndRowsAgree();
      // After the restart uploads work as before.
      expect((await upload('after.jpg')()).status).toBe(201);
      await expectBucketAndRowsAgree();
    }, 240_000);
    /** A new team's admin with a verified address (what signing and the site's forms need). */
    async function verifiedAdmin() {
      const body = signUpBody();
      const signUp = await call('/api/accounts/signup', { json: body });
      expect(signUp.status).toBe(201);
      const cookie = (signUp.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
      const { team } = (await signUp.json()) as { team: { id: string; slug: string } };
      await db.db.update(users).set({ emailVerified: true }).where(eq(users.email, body.email));
      return { cookie, teamId: team.id, slug: team.slug, sportsType: body.sportsType };
    }

    const getJson = async <T>(path: string, cookie: string) => {
      const res = await fetch(`${web.url}${path}`, { headers: { cookie } });
      expect(res.status, path).toBe(200);
      return (await res.json()) as T;
    };

    it('game-sheet save: every answered event is on the sheet once, and the stored score counts the sheet', async () => {
      const admin = await verifiedAdmin();
      const options = await getJson<{
        seasons: { id: string }[];
        opponents: { id: string }[];
        players: { id: string }[];
      }>('/api/games/options', admin.cookie);
      const [scorer, helper] = options.players;
      assert(scorer && helper && options.seasons[0] && options.opponents[0]);
      const made = await call('/api/games', {
        cookie: admin.cookie,
        json: {
          seasonId: options.seasons[0].id,
          opponentId: options.opponents[0].id,
          date: '2027-02-06',
          time: '19:30',
          status: 'inprogress',
          homeGame: true,
          players: [{ playerId: scorer.id }, { playerId: helper.id }],
        },
      });
      expect(made.status).toBe(201);
      const gameId = ((await made.json()) as { id: string }).id;
      // Each goal is told apart by its time; the saves queue on the game's row lock.
      const times = Array.from({ length: 60 }, (_, i) => i + 1);
      const outcomes = await killDuring(
        times.map(
          (timeInSeconds) => () =>
            call(`/api/games/${gameId}/sheet/operations`, {
              cookie: admin.cookie,
              json: {
                operation: {
                  op: 'add',
                  list: 'goals',
                  entry: { team: 'us', period: 'p1', timeInSeconds, scorerId: scorer.id },
                },
              },
            }),
        ),
        // A few saves after the first one answered: the rest are queued or mid-way.
        30,
        (answer) => answer.status === 200,
      );
      const answered = times.filter((_, i) => {
        const outcome = outcomes[i];
        return outcome?.status === 'fulfilled' && outcome.value.status === 200;
      });
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.length).toBeLessThan(times.length);
      const sheet = await getJson<{ sheet: { goals: { timeInSeconds: number }[] }; score: { us: number } }>(
        `/api/games/${gameId}/sheet`,
        admin.cookie,
      );
      const stored = sheet.sheet.goals.map((goal) => goal.timeInSeconds);
      // Nothing answered is lost, nothing is there twice, nothing that was never sent appears.
      for (const time of answered) expect(stored).toContain(time);
      expect(new Set(stored).size).toBe(stored.length);
      for (const time of stored) expect(times).toContain(time);
      // The game row's score (what the public pages show) was written with the sheet, never apart.
      const [row] = await db.db.select().from(games).where(eq(games.id, gameId));
      expect(row?.gameScore).toBe(`${stored.length}-0`);
      expect(sheet.score.us).toBe(stored.length);
      // The sheet takes events after the restart as before.
      const after = await call(`/api/games/${gameId}/sheet/operations`, {
        cookie: admin.cookie,
        json: { operation: { op: 'add', list: 'goals', entry: { team: 'them', period: 'p2' } } },
      });
      expect(after.status).toBe(200);
    }, 240_000);

    it('public form post with a file: each answered post is stored once with its file and its mails; no orphaned file', async () => {
      const admin = await verifiedAdmin();
      const formSlug = buildFormSlug('contact-us', admin.sportsType as TeamSportsType);
      const [form] = await db.db
        .select()
        .from(forms)
        .where(and(eq(forms.teamId, admin.teamId), like(forms.slug, 'contact-us-form-%')));
      assert(form);
      await db.db
        .update(forms)
        .set({
          fields: [
            ...form.fields,
            {
              id: 'resume',
              kind: 'file',
              title: 'Résumé',
              required: true,
              placeholder: '',
              isUserEmail: false,
              lines: 4,
              options: [],
            },
          ],
        })
        .where(eq(forms.id, form.id));
      // The page's signed start stamp, as if the visitor opened the page ten seconds ago.
      const started = createFormStartTokens(env.AUTH_SECRET ?? '').issue(new Date(Date.now() - 10_000));
      const attachment = new Uint8Array(await makeJpeg(2400, 1600));
      const posters = Array.from({ length: 12 }, (_, i) => `poster${i}-${Date.now()}@example.org`);
      const post = (email: string, i: number) => () => {
        const body = new FormData();
        const fields = {
          [formSpamRules.startedField]: started,
          firstName: 'Riley',
          lastName: `Jordan ${i}`,
          email,
          topic: 'topic-1',
          message: 'My résumé is attached.',
        };
        for (const [name, value] of Object.entries(fields)) body.append(name, value);
        body.append('resume', new Blob([attachment], { type: 'image/jpeg' }), `resume-${i}.jpg`);
        // Behind the trusted proxy each visitor has an address of their own (5 posts per address).
        return fetch(`${web.url}/sites/${admin.slug}/forms/${formSlug}`, {
          method: 'POST',
          headers: { accept: 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body,
        });
      };
      const outcomes = await killDuring(posters.map(post), 700);
      const sent: string[] = [];
      for (const [i, outcome] of outcomes.entries()) {
        if (outcome.status !== 'fulfilled' || outcome.value.status !== 200) continue;
        const answer = (await outcome.value.json()) as { status: string };
        if (answer.status === 'sent') sent.push(posters[i] ?? '');
      }
      expect(sent.length).toBeLessThan(posters.length);
      const submissionsNow = async () =>
        db.db.select().from(submittedForms).where(eq(submittedForms.formId, form.id));
      const afterKill = await submissionsNow();
      const storedEmails = afterKill.map((row) => row.emails[0] ?? '');
      for (const email of sent) expect(storedEmails).toContain(email);
      expect(new Set(storedEmails).size).toBe(storedEmails.length);
      // Each stored submission has its file's row and the mails it wrote, each once.
      const expectSubmissionsWhole = async (rows: typeof afterKill) => {
        for (const row of rows) {
          const fileKey = row.otherOptions.find((answer) => answer.id === 'resume')?.fileKey ?? '';
          expect(await db.db.select().from(files).where(eq(files.key, fileKey))).toHaveLength(1);
          const mails = await db.db
            .select({ templateId: mailOutbox.templateId, to: mailOutbox.to })
            .from(mailOutbox)
            .where(eq(mailOutbox.reference, row.id));
          expect(mails.length).toBeGreaterThan(0);
          const kinds = mails.map((mail) => `${mail.templateId} ${mail.to.join(',')}`);
          expect(new Set(kinds).size).toBe(kinds.length);
        }
      };
      await expectSubmissionsWhole(afterKill);
      await expectBucketAndRowsAgree();
      // The visitors whose post was cut send it again: each is stored once.
      for (const [i, email] of posters.entries()) {
        if (storedEmails.includes(email)) continue;
        const again = await post(email, i)();
        expect(again.status, await again.clone().text()).toBe(200);
      }
      const final = await submissionsNow();
      expect(final.map((row) => row.emails[0]).sort()).toEqual([...posters].sort());
      await expectSubmissionsWhole(final);
      await expectBucketAndRowsAgree();
    }, 240_000);

    it('agreement signing: each team signed once or not at all, with one PDF and one mail; signing again completes it once', async () => {
      const admins = [];
      for (let i = 0; i < 6; i += 1) admins.push(await verifiedAdmin());
      const signature = `${signatureDataUrlPrefix}${(await makePng(240, 80, { transparent: true })).toString('base64')}`;
      const sign = (cookie: string) => () =>
        call('/api/agreements/sign', {
          cookie,
          json: {
            kind: 'website',
            name: 'Jordan Reyes',
            title: 'Team President',
            address: '12 Rink Road, Harbor City, MA 02110',
            signature,
          },
        });
      const outcomes = await killDuring(
        admins.map((admin) => sign(admin.cookie)),
        500,
      );
      const answered = admins.filter((_, i) => {
        const outcome = outcomes[i];
        return outcome?.status === 'fulfilled' && outcome.value.status === 200;
      });
      expect(answered.length).toBeLessThan(admins.length);
      const stateOf = async (teamId: string) => {
        const [team] = await db.db.select().from(teams).where(eq(teams.id, teamId));
        const documents = await db.db
          .select({ key: files.key })
          .from(files)
          .where(like(files.key, `teams/${teamId}/documents/%`));
        const mails = await db.db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            and(eq(mailOutbox.teamId, teamId), eq(mailOutbox.templateId, 'agreement-signed-notification')),
          );
        return {
          signed: Boolean(team?.licensingAgreement.signedOn),
          documents: documents.length,
          mails: mails.length,
        };
      };
      const signedAfterKill = new Set<string>();
      for (const admin of admins) {
        const state = await stateOf(admin.teamId);
        // All or nothing: signed with one PDF record and one mail, or none of them.
        expect(state).toEqual(
          state.signed ? { signed: true, documents: 1, mails: 1 } : { signed: false, documents: 0, mails: 0 },
        );
        if (state.signed) signedAfterKill.add(admin.teamId);
      }
      for (const admin of answered) expect(signedAfterKill).toContain(admin.teamId);
      await expectBucketAndRowsAgree();
      // The admin signs again: a signed team is told so, the rest sign now, once.
      for (const admin of admins) {
        const again = await sign(admin.cookie)();
        expect(again.status, await again.clone().text()).toBe(signedAfterKill.has(admin.teamId) ? 409 : 200);
        expect(await stateOf(admin.teamId)).toEqual({ signed: true, documents: 1, mails: 1 });
      }
      await expectBucketAndRowsAgree();
    }, 240_000);

    it('checkout: paid but its event lost when the process died; the worker completes each order once after the restart', async () => {
      const admin = await verifiedAdmin();
      await enableSelling(db.db, admin.teamId, new Date());
      const [product] = await db.db
        .insert(products)
        .values({ teamId: admin.teamId, urlId: 'home-jersey', name: 'Home jersey', priceCents: 4500 })
        .returning();
      assert(product);
      const [variant] = await db.db
        .insert(productVariants)
        .values({
          teamId: admin.teamId,
          productId: product.id,
          optionValues: { Size: 'M' },
          priceCents: 4500,
          sku: 'JER-M',
          inventory: 50,
        })
        .returning();
      assert(variant);
      const form = { 'content-type': 'application/x-www-form-urlencoded' };
      const buyers = 10;
      const sessionIds: string[] = [];
      for (let i = 0; i < buyers; i += 1) {
        const added = await fetch(`${web.url}/sites/${admin.slug}/cart/add`, {
          method: 'POST',
          redirect: 'manual',
          headers: form,
          body: new URLSearchParams({ variantId: variant.id, quantity: '2' }),
        });
        expect(added.status).toBe(303);
        const cart = (added.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
        const started = await fetch(`${web.url}/sites/${admin.slug}/checkout`, {
          method: 'POST',
          redirect: 'manual',
          headers: { ...form, cookie: cart },
          body: new URLSearchParams({ ...testBuyer, email: `buyer${i}@example.com` }),
        });
        expect(started.status, await started.clone().text()).toBe(303);
        sessionIds.push((started.headers.get('location') ?? '').split('/').pop() ?? '');
      }
      // The provider took every payment, then the process died before any event was sent (and
      // every buyer closed the tab).
      await db.db
        .update(sandboxStoreSessions)
        .set({ status: 'complete', paymentStatus: 'paid', paymentIntentId: 'pi_sandbox_lost' })
        .where(inArray(sandboxStoreSessions.id, sessionIds));
      const ordersOfTeam = () => db.db.select().from(orders).where(eq(orders.teamId, admin.teamId));
      expect((await ordersOfTeam()).map((order) => order.status)).toEqual(Array(buyers).fill('pending'));
      web.child.kill('SIGKILL');
      await web.stop();
      // The restarted worker settles them at start; killed again mid-way through that sweep, and
      // restarted once more.
      web = await startSidelineProcess('web', env);
      web.child.kill('SIGKILL');
      await web.stop();
      web = await startSidelineProcess('web', env);
      const deadline = Date.now() + 60_000;
      while ((await ordersOfTeam()).some((order) => order.status === 'pending') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const settled = await ordersOfTeam();
      expect(settled).toHaveLength(buyers);
      for (const order of settled) {
        expect(order).toMatchObject({ status: 'paid', completedVia: 'sweep' });
        const mails = await db.db
          .select({ to: mailOutbox.to, templateId: mailOutbox.templateId })
          .from(mailOutbox)
          .where(eq(mailOutbox.reference, order.id));
        // One receipt to the buyer (and the team's order notice, once).
        expect(mails.filter((mail) => mail.to.includes(order.customerEmail))).toHaveLength(1);
        expect(mails.map((mail) => mail.templateId).sort()).toEqual(
          [...new Set(mails.map((mail) => mail.templateId))].sort(),
        );
      }
      expect(new Set(settled.map((order) => order.customerEmail)).size).toBe(buyers);
      const [sold] = await db.db.select().from(productVariants).where(eq(productVariants.id, variant.id));
      expect(sold?.sold).toBe(2 * buyers);
      expect(
        await db.db
          .select()
          .from(inventoryHolds)
          .where(
            inArray(
              inventoryHolds.orderId,
              settled.map((order) => order.id),
            ),
          ),
      ).toEqual([]);
    }, 300_000);
  },
);
