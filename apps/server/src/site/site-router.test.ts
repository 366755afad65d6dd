import { describe, expect, it } from 'vitest';
import { listPagePaths } from './site-router.ts';

describe('listPagePaths', () => {
  it('lists the areas’ list pages in sitemap order: home and about, people, schedule, news, sponsors', () => {
    expect(listPagePaths).toEqual([
      '/',
      '/about',
      '/contact',
      '/policies',
      '/roster',
      '/alumni',
      '/staff',
      '/executiveboard',
      '/schedule',
      '/eventsandpractice',
      '/leaders',
      '/articles',
      '/galleries',
      '/sponsors',
    ]);
  });
});
