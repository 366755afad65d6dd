import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, assert, beforeAll, describe, expect, it } from 'vitest';
import { publicExampleAuthSecret } from '../config.ts';
import { postJson, signUp, userOfEmail } from '../test/account-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { authSecretFile } from './auth-secret.ts';

/** A verification token for `email`, signed with `secret` (what the mail link would carry). */
function verificationTokenSignedWith(secret: string, user: { id: string; email: string }) {
  return createEmailVerificationToken(secret, user.email, undefined, 3600, { userId: user.id });
}

describe('a development start without AUTH_SECRET', () => {
  let ctx: TestContext;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'sideline-secret-app-'));
    // As `npm start` with nothing configured: no NODE_ENV, no AUTH_SECRET.
    ctx = await createTestApp({ NODE_ENV: 'development', AUTH_SECRET: '', DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs with a secret of its own data folder, so a token forged with the published constant is refused', async () => {
    const { body } = await signUp(ctx.app);
    const user = await userOfEmail(ctx.database.db, body.email);
    assert(user);
    expect(user.emailVerified).toBe(false);

    // The attack: someone who never received the mail signs a token with the constant that the
    // source once used as the fallback secret.
    const forged = await verificationTokenSignedWith(publicExampleAuthSecret, user);
    const refused = await postJson(ctx.app, '/api/accounts/verification/confirm', { token: forged });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('invalid_token');
    expect((await userOfEmail(ctx.database.db, body.email))?.emailVerified).toBe(false);

    // The server's real secret is the generated one in the data folder (the same token signed
    // with it is accepted, so the refusal above is about the secret, nothing else).
    const secret = (await readFile(authSecretFile(ctx.config.dataDir), 'utf8')).trim();
    expect(secret).toBe(ctx.config.authSecret);
    expect(secret).not.toBe(publicExampleAuthSecret);
    const genuine = await verificationTokenSignedWith(secret, user);
    const accepted = await postJson(ctx.app, '/api/accounts/verification/confirm', { token: genuine });
    expect(accepted.statusCode).toBe(200);
    expect((await userOfEmail(ctx.database.db, body.email))?.emailVerified).toBe(true);
  });
});
