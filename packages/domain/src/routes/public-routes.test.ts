import { describe, expect, it } from 'vitest';
import { resolvePublicPath, signUpPathWithReferral } from './public-routes.ts';

describe('resolvePublicPath', () => {
  it.each([
    ['/login', '/signin'],
    ['/LOGIN', '/signin'],
    ['/contact', '/contactus'],
    ['/demo', '/demo/hockey'],
    ['/demo/curling', '/demo/hockey'],
    ['/prices', '/pricing'],
    ['/price/', '/pricing'],
    ['/subscription', '/pricing'],
    ['/subscriptions', '/pricing'],
    ['/portal', '/portal/dashboard'],
    ['/portal/alumni', '/portal/roster/alumni'],
    ['/portal/dashboard/partner', '/portal/dashboard/partner/jog'],
    ['/signup/ab12cd34', '/signup?referral=ab12cd34'],
    ['/a/b/c', '/'],
    ['/scan', '/'],
    ['/scan/a/b', '/'],
  ])('redirects %s to %s', (path, to) => {
    expect(resolvePublicPath(path)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    '/',
    '/signin',
    '/signup',
    '/pricing',
    '/version',
    '/demo/rugby',
    '/portal/roster/roster',
    '/scan/Xy_9-k',
  ])('serves %s as a page', (path) => {
    expect(resolvePublicPath(path)).toEqual({ kind: 'page' });
  });

  it('treats one unknown segment as a referral id only when it is well formed', () => {
    expect(resolvePublicPath('/ab23cd45')).toEqual({ kind: 'referral-candidate', referralId: 'ab23cd45' });
    expect(resolvePublicPath('/about')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolvePublicPath('/abcdefgh')).toEqual({ kind: 'redirect', to: '/' });
    expect(resolvePublicPath('/ab.cd.ef')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('encodes the referral id in the sign-up link', () => {
    expect(signUpPathWithReferral('a b')).toBe('/signup?referral=a%20b');
  });
});
