import { describe, expect, it } from 'vitest';
import { buildNewTeamDefaults } from '../seed/new-team-defaults.ts';
import { visibleTextMessages } from '../text/visible-text.ts';
import {
  checkSocialLink,
  websiteSocialsMessages as m,
  maxSharingHashtags,
  normalizeSharingHashtags,
  rewriteTwitterLink,
  websiteSocialsUpdateSchema,
} from './website-socials.ts';

const seeded = buildNewTeamDefaults({
  teamName: 'Northfield Ice Hawks',
  organizationName: 'Northfield University',
  sportsType: 'WOMENSICEHOCKEY',
  websiteType: 'WEBSITEANDSTORE',
  now: new Date('2026-03-10T15:00:00Z'),
}).socials;

function fieldMessages(value: unknown): Record<string, string> {
  const issues = websiteSocialsUpdateSchema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]));
}

describe('social links', () => {
  it('accepts what a new team is seeded with, unchanged', () => {
    expect(websiteSocialsUpdateSchema.parse(seeded)).toEqual(seeded);
  });

  it('takes each network on its own hosts and subdomains, https added when left out', () => {
    expect(checkSocialLink('https://www.facebook.com/hawks', 'facebook')).toEqual({
      link: 'https://www.facebook.com/hawks',
    });
    expect(checkSocialLink('fb.com/hawks', 'facebook')).toEqual({ link: 'https://fb.com/hawks' });
    expect(checkSocialLink(' https://m.youtube.com/@hawks ', 'youtube')).toEqual({
      link: 'https://m.youtube.com/@hawks',
    });
    expect(checkSocialLink('https://youtu.be/abc123', 'youtube')).toEqual({
      link: 'https://youtu.be/abc123',
    });
    expect(checkSocialLink('https://www.tiktok.com/@hawks', 'tiktok')).toEqual({
      link: 'https://www.tiktok.com/@hawks',
    });
    expect(checkSocialLink('https://instagram.com/hawks', 'instagram')).toEqual({
      link: 'https://instagram.com/hawks',
    });
    expect(checkSocialLink('', 'twitter')).toEqual({ link: '' });
  });

  it('rewrites twitter.com links to x.com, keeping the path and query', () => {
    expect(rewriteTwitterLink('https://twitter.com/hawks?lang=en')).toBe('https://x.com/hawks?lang=en');
    expect(rewriteTwitterLink('http://mobile.twitter.com/hawks/status/1')).toBe(
      'https://x.com/hawks/status/1',
    );
    expect(rewriteTwitterLink('https://x.com/hawks')).toBe('https://x.com/hawks');
    expect(rewriteTwitterLink('https://nottwitter.com/hawks')).toBe('https://nottwitter.com/hawks');
    expect(checkSocialLink('www.twitter.com/hawks', 'twitter')).toEqual({ link: 'https://x.com/hawks' });
  });

  it('names the network in every refusal', () => {
    expect(checkSocialLink('http://facebook.com/hawks', 'facebook')).toEqual({
      problem: 'The Facebook link must start with https://',
    });
    expect(checkSocialLink('javascript:alert(1)', 'instagram')).toEqual({
      problem: 'The Instagram link must start with https://',
    });
    expect(checkSocialLink('https://evil.example/instagram.com', 'instagram')).toEqual({
      problem: 'The Instagram link must be on instagram.com',
    });
    expect(checkSocialLink('https://facebook.com.evil.example/hawks', 'facebook')).toEqual({
      problem: 'The Facebook link must be on facebook.com or fb.com',
    });
    expect(checkSocialLink('https://www.tiktok.com/', 'tiktok')).toEqual({
      problem: m.linkInvalid('TikTok link', 'https://www.tiktok.com/@yourteam'),
    });
    expect(checkSocialLink('https://user:pw@x.com/hawks', 'twitter')).toEqual({
      problem: m.linkInvalid('X (Twitter) link', 'https://x.com/yourteam'),
    });
    expect(checkSocialLink('https://', 'youtube')).toEqual({
      problem: m.linkInvalid('YouTube link', 'https://www.youtube.com/@yourteam'),
    });
    expect(checkSocialLink('https://www.youtube.com.evil/x', 'youtube', 'widget')).toEqual({
      problem: 'The YouTube widget link must be on youtube.com or youtu.be',
    });
  });
});

describe('sharing hashtags', () => {
  it('drops #, blanks and repeats', () => {
    expect(normalizeSharingHashtags(' #Hawks, hockey ,, ##GoHawks, hawks, ')).toEqual({
      hashtags: ['Hawks', 'hockey', 'GoHawks'],
    });
    expect(normalizeSharingHashtags('')).toEqual({ hashtags: [] });
    expect(normalizeSharingHashtags('équipe_2026')).toEqual({ hashtags: ['équipe_2026'] });
  });

  it('refuses spaces inside a tag, punctuation, numbers alone and too many', () => {
    expect(normalizeSharingHashtags('hawks, go hawks')).toEqual({ problem: m.hashtagInvalid('go hawks') });
    expect(normalizeSharingHashtags('#hawks #hockey')).toEqual({
      problem: m.hashtagInvalid('#hawks #hockey'),
    });
    expect(normalizeSharingHashtags('hawks!')).toEqual({ problem: m.hashtagInvalid('hawks!') });
    expect(normalizeSharingHashtags('2026')).toEqual({ problem: m.hashtagInvalid('2026') });
    expect(normalizeSharingHashtags('h'.repeat(51))).toEqual({ problem: m.hashtagTooLong('h'.repeat(51)) });
    const tags = Array.from({ length: maxSharingHashtags + 1 }, (_, i) => `tag${i}`).join(',');
    expect(normalizeSharingHashtags(tags)).toEqual({ problem: m.tooManyHashtags });
  });
});

describe('website socials update', () => {
  it('saves links in their checked form and hashtags without #', () => {
    const saved = websiteSocialsUpdateSchema.parse({
      ...seeded,
      twitterURL: 'https://twitter.com/hawks',
      facebookURL: '',
      sharingHashTags: '#hawks, #hockey',
      widgets: { ...seeded.widgets, twitter: { enabled: true, code: 'twitter.com/hawks' } },
    });
    expect(saved.twitterURL).toBe('https://x.com/hawks');
    expect(saved.facebookURL).toBe('');
    expect(saved.sharingHashTags).toBe('hawks, hockey');
    expect(saved.widgets.twitter).toEqual({ enabled: true, code: 'https://x.com/hawks' });
  });

  it('puts each message on its field; an enabled widget needs its link; embed code is refused', () => {
    expect(
      fieldMessages({
        ...seeded,
        instagramURL: 'https://www.facebook.com/hawks',
        youtubeURL: 'y'.repeat(501),
        sharingHashTags: 'go hawks',
        widgets: {
          ...seeded.widgets,
          facebook: { enabled: true, code: '' },
          instagram: { enabled: true, code: '<script src="https://instagram.com/embed.js"></script>' },
        },
      }),
    ).toEqual({
      instagramURL: 'The Instagram link must be on instagram.com',
      youtubeURL: visibleTextMessages.tooLong('YouTube link', 500),
      sharingHashTags: m.hashtagInvalid('go hawks'),
      'widgets.facebook.code': 'Please enter the Facebook widget link',
      'widgets.instagram.code': m.linkInvalid('Instagram widget link', 'https://www.instagram.com/yourteam'),
    });
  });
});
