import { describe, expect, it } from 'vitest';
import { parseVideoLink, videoLinkLabel } from './video-links.ts';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=abc', 'youtube', false],
    ['https://youtu.be/abc', 'youtube', false],
    ['https://www.youtube.com/live/abc', 'youtube', true],
    ['https://www.youtube.com/@harborhockey/live', 'youtube', true],
    ['https://vimeo.com/123', 'vimeo', false],
    ['https://vimeo.com/event/99', 'vimeo', true],
    ['https://www.twitch.tv/harborhockey', 'twitch', true],
    ['https://www.twitch.tv/videos/1', 'twitch', false],
    ['https://www.facebook.com/harbor/live', 'facebook', true],
    ['https://fb.watch/xyz', 'facebook', false],
    ['https://www.hudl.com/video/3/1', 'hudl', false],
    ['https://stream.example.org/game', 'link', false],
  ])('recognises %s', (url, provider, live) => {
    expect(parseVideoLink(url)).toMatchObject({ provider, live });
  });

  it('refuses what is not a web address', () => {
    expect(parseVideoLink('javascript:alert(1)')).toBeNull();
    expect(parseVideoLink('youtube')).toBeNull();
  });

  it('labels streams and recordings', () => {
    expect(videoLinkLabel(parseVideoLink('https://twitch.tv/a')!)).toBe('Watch live');
    expect(videoLinkLabel(parseVideoLink('https://youtu.be/a')!)).toBe('Watch the video');
  });
});
