import { createHmac, timingSafeEqual } from 'node:crypto';
import { formSpamRules } from '@sideline/domain';

/**
 * The hidden "started" field of a public form: when the page was made, signed, so a bot cannot
 * claim its page is older than it is. A cached page carries its render time, which only makes the
 * minimum fill time looser, never stricter, for a person.
 */
export function createFormStartTokens(secret: string) {
  const sign = (ms: number) =>
    createHmac('sha256', secret).update(`form-start:${ms}`).digest('base64url').slice(0, 22);
  return {
    issue(now: Date): string {
      const ms = now.getTime();
      return `${ms}.${sign(ms)}`;
    },
    /** 'ok', 'too-fast' (answered sooner than a person can), or 'invalid' (missing or forged). */
    check(token: string | undefined, now: Date): 'ok' | 'too-fast' | 'invalid' {
      const match = /^(\d{10,15})\.([\w-]{22})$/.exec(token ?? '');
      if (!match) return 'invalid';
      const expected = Buffer.from(sign(Number(match[1])));
      const given = Buffer.from(match[2]);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      return now.getTime() - Number(match[1]) < formSpamRules.minFillMs ? 'too-fast' : 'ok';
    },
  };
}

export type FormStartTokens = ReturnType<typeof createFormStartTokens>;
