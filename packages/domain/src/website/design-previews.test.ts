import { describe, expect, it } from 'vitest';
import { designPageTypes } from '../team/team-record.ts';
import {
  applySitePreviewOverrides,
  buildDesignPreviewPaths,
  buildSitePreviewQuery,
  parseSitePreviewQuery,
} from './design-previews.ts';
import type { WebsiteStyles } from './website-design.ts';

const styles: WebsiteStyles = {
  designs: Object.fromEntries(designPageTypes.map((type) => [type, 2])) as WebsiteStyles['designs'],
  colors: { primaryColor: '#000000', secondaryColor: '#008000', fontColor: '#ffffff' },
  darkMode: 'light',
  bannerText: 'Go Hawks',
  navLinks: [],
};

describe('buildDesignPreviewPaths', () => {
  it("shows a detail page type on a real record's page", () => {
    const paths = buildDesignPreviewPaths({
      player: 'jane-doe',
      coach: 'sam-lee',
      boardMember: 'pat-kim',
      game: 'g1',
      event: 'practice-1',
      article: 'season opener',
      gallery: 'media-day',
    });
    expect(paths).toMatchObject({
      homepage: '/',
      player: '/player/jane-doe',
      coach: '/coach/sam-lee',
      staff: '/executiveboard/pat-kim',
      game: '/game/g1',
      event: '/event/practice-1',
      article: '/article/season%20opener',
      gallery: '/gallery/media-day',
      forms: '/contact',
    });
    expect(Object.keys(paths).sort()).toEqual([...designPageTypes].sort());
  });

  it('falls back to the list page when the team has no such record', () => {
    const paths = buildDesignPreviewPaths({ player: null });
    expect(paths.player).toBe(paths.players);
    expect(paths.game).toBe(paths.games);
    expect(paths.staff).toBe(paths.staffs);
    expect(paths.article).toBe('/articles');
  });
});

describe('site preview overrides', () => {
  it('round-trips through the query, dropping values the server would ignore', () => {
    const query = buildSitePreviewQuery({
      design: 3,
      primaryColor: '#AA0000',
      secondaryColor: 'green',
      darkMode: 'dark',
      bannerText: '',
    });
    expect(query).toEqual({ design: '3', primary: '#aa0000', dark: '1', banner: '' });
    expect(parseSitePreviewQuery(query)).toEqual({
      design: 3,
      primaryColor: '#aa0000',
      darkMode: 'dark',
      bannerText: '',
    });
  });

  it('ignores malformed values', () => {
    expect(
      parseSitePreviewQuery({
        design: '17',
        primary: 'red;}body{display:none',
        font: ['#ffffff'],
        dark: 'yes',
        banner: 'x'.repeat(201),
      }),
    ).toEqual({});
    expect(parseSitePreviewQuery({ design: '2.5' })).toEqual({});
  });

  it('applies the design to every page type and keeps what is not overridden', () => {
    const applied = applySitePreviewOverrides(styles, { design: 7, fontColor: '#111111', bannerText: '' });
    expect(new Set(Object.values(applied.designs))).toEqual(new Set([7]));
    expect(applied.colors).toEqual({ ...styles.colors, fontColor: '#111111' });
    expect(applied.bannerText).toBe('');
    expect(applied.darkMode).toBe('light');
    expect(applySitePreviewOverrides(styles, {})).toEqual(styles);
  });
});
