import { describe, expect, it } from 'vitest';
import { shouldRedirectOnResume } from './session-provider.tsx';

describe('shouldRedirectOnResume (auto sign-in redirects only outside /portal)', () => {
  it('redirects from public pages', () => {
    expect(shouldRedirectOnResume('/')).toBe(true);
    expect(shouldRedirectOnResume('/pricing')).toBe(true);
  });

  it('stays under /portal', () => {
    expect(shouldRedirectOnResume('/portal')).toBe(false);
    expect(shouldRedirectOnResume('/portal/roster/alumni')).toBe(false);
  });

  it('lets email links finish their job', () => {
    expect(shouldRedirectOnResume('/verify-email')).toBe(false);
    expect(shouldRedirectOnResume('/newpassword')).toBe(false);
  });
});
