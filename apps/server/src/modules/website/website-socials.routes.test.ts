import { websiteSocialsMessages as m, visibleTextMessages, type WebsiteSocials } from '@sideline/domain';
import { describe, expect, it } from 'vitest';
import { fetchSitePage } from '../../site/site-test-helpers.ts';
import { getJson, signUp } from '../../test/account-helpers.ts';
import {
  expectOnlySliceChanged,
  findStoredTeam,
  itIsHiddenForStoreOnly,
  itRefusesSaveWithoutCsrf,
  itRefusesSignedOut,
  putJson,
  setUpTestApp,
} from './website-slice-test-helpers.ts';

const socialsUrl = '/api/website/socials';

const noWidgets: WebsiteSocials['widgets'] = {
  twitter: { enabled: false, code: '' },
  facebook: { enabled: false, code: '' },
  tiktok: { enabled: false, code: '' },
  instagram: { enabled: false, code: '' },
  youtube: { enabled: false, code: '' },
};

describe('website socials: GET and PUT /api/website/socials', () => {
  const ctx = setUpTestApp();

  itRefusesSignedOut(ctx, socialsUrl, { twitterURL: 42 });

  it("answers the team's seeded socials", async () => {
    const a = await signUp(ctx.app);
    const res = await getJson(ctx.app, socialsUrl, a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ socials: (await findStoredTeam(ctx, a.session.team.id)).socials });
  });

  it('saves only the socials, with twitter.com rewritten to x.com, and the footer links them at once', async () => {
    const a = await signUp(ctx.app);
    const before = await findStoredTeam(ctx, a.session.team.id);
    const homeUrl = `/sites/${before.slug}`;
    // A new team's site names no social account until the team enters its own (issue 35 §3).
    expect((await fetchSitePage(ctx.app, homeUrl)).body).not.toContain('sidelineteams');

    const res = await putJson(
      ctx.app,
      socialsUrl,
      {
        twitterURL: ' https://twitter.com/harborhawks?lang=en ',
        facebookURL: 'facebook.com/harborhawks',
        tiktokURL: '',
        instagramURL: 'https://www.instagram.com/harborhawks',
        youtubeURL: '',
        sharingHashTags: '#HarborHawks, hockey, #harborhawks',
        widgets: { ...noWidgets, instagram: { enabled: true, code: 'https://www.instagram.com/p/abc123/' } },
      },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    const socials: WebsiteSocials = {
      twitterURL: 'https://x.com/harborhawks?lang=en',
      facebookURL: 'https://facebook.com/harborhawks',
      tiktokURL: '',
      instagramURL: 'https://www.instagram.com/harborhawks',
      youtubeURL: '',
      sharingHashTags: 'HarborHawks, hockey',
      widgets: { ...noWidgets, instagram: { enabled: true, code: 'https://www.instagram.com/p/abc123/' } },
    };
    expect(res.json()).toEqual({ socials });
    expect((await getJson(ctx.app, socialsUrl, a.cookie)).json()).toEqual({ socials });

    const after = await findStoredTeam(ctx, before.id);
    expect(after.socials).toEqual(socials);
    expectOnlySliceChanged(before, after, 'socials');

    const footerLinks = (await fetchSitePage(ctx.app, homeUrl)).html
      .querySelectorAll('.social-links a')
      .map((link) => link.getAttribute('href'));
    expect(footerLinks).toEqual([
      'https://facebook.com/harborhawks',
      'https://www.instagram.com/harborhawks',
      'https://x.com/harborhawks?lang=en',
    ]);
  });

  it('names each invalid field with its network and saves nothing', async () => {
    const a = await signUp(ctx.app);
    const before = (await getJson(ctx.app, socialsUrl, a.cookie)).json().socials;
    const res = await putJson(
      ctx.app,
      socialsUrl,
      {
        twitterURL: 'https://x.example/hawks',
        facebookURL: 'http://facebook.com/hawks',
        tiktokURL: 'https://www.tiktok.com/',
        instagramURL: 'javascript:alert(1)',
        youtubeURL: `https://youtube.com/${'y'.repeat(500)}`,
        sharingHashTags: 'go hawks',
        widgets: {
          ...noWidgets,
          facebook: { enabled: true, code: '' },
          youtube: { enabled: true, code: '<iframe src="https://www.youtube.com/embed/x"></iframe>' },
        },
      },
      a.cookie,
    );
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation');
    expect(error.fields).toEqual({
      twitterURL: 'The X (Twitter) link must be on x.com or twitter.com',
      facebookURL: 'The Facebook link must start with https://',
      tiktokURL: m.linkInvalid('TikTok link', 'https://www.tiktok.com/@yourteam'),
      instagramURL: 'The Instagram link must start with https://',
      youtubeURL: visibleTextMessages.tooLong('YouTube link', 500),
      sharingHashTags: m.hashtagInvalid('go hawks'),
      'widgets.facebook.code': 'Please enter the Facebook widget link',
      'widgets.youtube.code': m.linkInvalid('YouTube widget link', 'https://www.youtube.com/@yourteam'),
    });
    expect(Object.values(error.fields)).toContain(error.message);

    const tooMany = await putJson(
      ctx.app,
      socialsUrl,
      { ...before, sharingHashTags: Array.from({ length: 11 }, (_, i) => `tag${i}`).join(', ') },
      a.cookie,
    );
    expect(tooMany.json().error.fields).toEqual({ sharingHashTags: m.tooManyHashtags });
    expect((await getJson(ctx.app, socialsUrl, a.cookie)).json().socials).toEqual(before);
  });

  itIsHiddenForStoreOnly(ctx, socialsUrl, {
    what: 'Socials',
    message: m.hiddenForStoreOnly,
    column: 'socials',
    update: (team) => ({ ...team.socials, facebookURL: '' }),
  });

  it("changes only the signed-in team's socials: team A cannot change team B's", async () => {
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app, { sportsType: 'MENSLACROSSE' });
    const socialsOfB = (await getJson(ctx.app, socialsUrl, b.cookie)).json().socials;
    const res = await putJson(
      ctx.app,
      `${socialsUrl}?teamId=${b.session.team.id}`,
      { ...socialsOfB, facebookURL: 'https://facebook.com/written-by-a', teamId: b.session.team.id },
      a.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect((await getJson(ctx.app, socialsUrl, b.cookie)).json().socials).toEqual(socialsOfB);
    expect((await findStoredTeam(ctx, a.session.team.id)).socials.facebookURL).toBe(
      'https://facebook.com/written-by-a',
    );
  });

  itRefusesSaveWithoutCsrf(ctx, socialsUrl, 'socials', { facebookURL: '' });
});
