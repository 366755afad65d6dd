import { createHmac, timingSafeEqual } from 'node:crypto';
import { formSpamRules } from '@sideline/domain';

/**
 * The hidden "started" field of a public form: when the page was made, signed, so a bot cannot
 * claim its page is older than it is. A cached page carries its render time, which only makes the
 * minimum fill time looser, never stricter, for a person.
 *
 * A post sooner than the minimum is not dropped: the person is asked to confirm, and the
 * confirmation carries a stamp of its own kind (`confirm.…`), accepted at once, because the
 * person has already shown they read the page by clicking Send on it.
 */
export function createFormStartTokens(secret: string) {
  const sign = (purpose: string, ms: number) =>
    createHmac('sha256', secret).update(`${purpose}:${ms}`).digest('base64url').slice(0, 22);
  const issueAs = (purpose: 'form-start' | 'form-confirm', now: Date) => {
    const ms = now.getTime();
    return `${purpose === 'form-confirm' ? 'confirm.' : ''}${ms}.${sign(purpose, ms)}`;
  };
  return {
    issue: (now: Date): string => issueAs('form-start', now),
    /** The stamp of the "please confirm" page a too-fast post is answered with. */
    issueConfirmation: (now: Date): string => issueAs('form-confirm', now),
    /** 'ok', 'too-fast' (answered sooner than a person can), or 'invalid' (missing or forged). */
    check(token: string | undefined, now: Date): 'ok' | 'too-fast' | 'invalid' {
      const match = /^(confirm\.)?(\d{10,15})\.([\w-]{22})$/.exec(token ?? '');
      if (!match) return 'invalid';
      const isConfirmation = Boolean(match[1]);
      const ms = Number(match[2]);
      const expected = Buffer.from(sign(isConfirmation ? 'form-confirm' : 'form-start', ms));
      const given = Buffer.from(match[3] ?? '');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      if (isConfirmation) return 'ok';
      return now.getTime() - ms < formSpamRules.minFillMs ? 'too-fast' : 'ok';
    },
  };
}

export type FormStartTokens = ReturnType<typeof createFormStartTokens>;
