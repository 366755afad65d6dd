// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prerenderedPaths, prerenderPage } from './entry-prerender.tsx';

describe('prerendering the marketing pages (build time, no browser)', () => {
  it.each([
    [
      '/',
      'Your club team deserves a real website and store.',
      'Sideline: websites and stores for club teams',
    ],
    ['/pricing', 'One simple price per team', 'One simple price per team | Sideline'],
    ['/signin', 'Sign into existing account', 'Log In | Sideline'],
  ])('renders %s signed out with its heading, title and styles', async (pathname, heading, title) => {
    const page = await prerenderPage(pathname);
    expect(page.html).toContain(heading);
    // Signed out: the top bar offers sign-up, not the portal.
    expect(page.html).toContain('Sign Up Free');
    expect(page.html).not.toContain('Dashboard');
    expect(page.html).not.toMatch(/<script/i);
    expect(page.title).toBe(title);
    expect(page.styleTags).toMatch(/^<style data-emotion="css/);
    // The layout and the page itself are lazy chunks, to be modulepreloaded.
    expect(page.pageLoaders).toHaveLength(2);
  });

  it('renders a demo page in its loading state (the team comes from the API in the browser)', async () => {
    const page = await prerenderPage('/demo/rugby');
    expect(page.html).toContain('Rugby demo team');
    expect(page.html).toContain('Loading the demo team');
  });

  it('covers the public pages and the three demos, not the mailed-link pages', () => {
    expect(prerenderedPaths).toEqual(expect.arrayContaining(['/', '/pricing', '/signup', '/demo/lacrosse']));
    expect(prerenderedPaths).not.toContain('/verify-email');
  });
});
