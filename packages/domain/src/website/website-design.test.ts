import { describe, expect, it } from 'vitest';
import { navLinkMessages } from '../rules/nav-links.ts';
import { buildNewTeamDefaults } from '../seed/new-team-defaults.ts';
import { designPageTypes } from '../team/team-record.ts';
import { defaultBannerWelcomePhrase } from './banner-text.ts';
import { listNavLinkTargets } from './nav-link-targets.ts';
import {
  isSiteNavPath,
  isWebAddress,
  type NavLinkInput,
  type WebsiteDesignUpdateInput,
  websiteDesignMessages,
  websiteDesignUpdateSchema,
} from './website-design.ts';

const designs = Object.fromEntries(designPageTypes.map((type) => [type, 1])) as Record<
  (typeof designPageTypes)[number],
  number
>;

function buildUpdate(changes: Partial<WebsiteDesignUpdateInput> = {}): WebsiteDesignUpdateInput {
  return {
    designs,
    colors: { primaryColor: '#000000', secondaryColor: '#008000', fontColor: '#ffffff' },
    darkMode: 'light',
    bannerText: '',
    navLinks: [{ title: 'Home', value: '/', required: true }],
    ...changes,
  };
}

/** The messages by dotted path, as the API answers them. */
function listIssues(input: unknown): Record<string, string> {
  const result = websiteDesignUpdateSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const link = (title: string, value: string, options: NavLinkInput[] = [], extra = {}): NavLinkInput => ({
  title,
  value,
  options,
  ...extra,
});

describe('websiteDesignUpdateSchema', () => {
  it("accepts a new team's styles as seeded", () => {
    const { styles } = buildNewTeamDefaults({
      teamName: 'Harbor Hawks',
      organizationName: 'Harbor University',
      sportsType: 'MENSICEHOCKEY',
      websiteType: 'WEBSITEANDSTORE',
      now: new Date('2026-03-10T15:00:00Z'),
      seasonId: 'season-1',
    }).website;
    expect(websiteDesignUpdateSchema.parse(styles)).toEqual(styles);
  });

  it('stores colors in lower case and the default welcome phrase as no banner text', () => {
    const saved = websiteDesignUpdateSchema.parse(
      buildUpdate({
        colors: { primaryColor: ' #1A2B3C ', secondaryColor: '#ABCDEF', fontColor: '#FFFFFF' },
        bannerText: ` ${defaultBannerWelcomePhrase.toUpperCase()} `,
      }),
    );
    expect(saved.colors).toEqual({
      primaryColor: '#1a2b3c',
      secondaryColor: '#abcdef',
      fontColor: '#ffffff',
    });
    expect(saved.bannerText).toBe('');
    expect(websiteDesignUpdateSchema.parse(buildUpdate({ bannerText: '  Go Hawks! ' })).bannerText).toBe(
      'Go Hawks!',
    );
  });

  it('names each invalid field with its message', () => {
    expect(
      listIssues(
        buildUpdate({
          designs: { ...designs, homepage: 17, game: 0 },
          colors: { primaryColor: '', secondaryColor: 'green', fontColor: '#fff' },
          darkMode: 'dim' as 'dark',
          bannerText: 'x'.repeat(121),
        }),
      ),
    ).toEqual({
      'designs.homepage': websiteDesignMessages.designInvalid,
      'designs.game': websiteDesignMessages.designInvalid,
      'colors.primaryColor': 'Please enter the primary color',
      'colors.secondaryColor': websiteDesignMessages.colorInvalid('secondary color'),
      'colors.fontColor': websiteDesignMessages.colorInvalid('font color'),
      darkMode: websiteDesignMessages.darkModeInvalid,
      bannerText: 'Please keep the banner text to 120 characters or fewer',
    });
    const { homepage: _missing, ...withoutHome } = designs;
    expect(listIssues(buildUpdate({ designs: withoutHome as typeof designs }))).toEqual({
      'designs.homepage': websiteDesignMessages.designInvalid,
    });
  });

  it('requires a title and a page on every link, at every level', () => {
    expect(
      listIssues(
        buildUpdate({
          navLinks: [
            link(' ', '/roster'),
            link('Team', '/roster', [link('Staff', ''), link('Board', 'staff')]),
            link('Far', '//evil.example'),
          ],
        }),
      ),
    ).toEqual({
      'navLinks.0.title': 'Please enter the title',
      'navLinks.1.options.0.value': 'Please enter the page',
      'navLinks.1.options.1.value': websiteDesignMessages.pageInvalid,
      'navLinks.2.value': websiteDesignMessages.pageInvalid,
    });
  });

  it('needs a safe http(s) address for a custom link, and keeps an address only there', () => {
    expect(
      listIssues(
        buildUpdate({
          navLinks: [
            link('Shop', '/custom'),
            link('Script', '/custom', [], { link: 'javascript:alert(1)' }),
            link('Mail', '/custom', [], { link: 'mailto:coach@harbor.example' }),
            link('Local', '/custom', [], { link: 'http://intranet' }),
          ],
        }),
      ),
    ).toEqual({
      'navLinks.0.link': 'Please enter the web address',
      'navLinks.1.link': websiteDesignMessages.customLinkInvalid,
      'navLinks.2.link': websiteDesignMessages.customLinkInvalid,
      'navLinks.3.link': websiteDesignMessages.customLinkInvalid,
    });
    const saved = websiteDesignUpdateSchema.parse(
      buildUpdate({
        navLinks: [
          link('Shop', '/custom', [], { link: ' https://shop.example/hawks ' }),
          link('Roster', '/roster', [], { link: 'https://stale.example' }),
        ],
      }),
    );
    expect(saved.navLinks.map((l) => l.link)).toEqual(['https://shop.example/hawks', '']);
  });

  it('derives open-in-new-tab from the value, whatever the client sent', () => {
    const saved = websiteDesignUpdateSchema.parse(
      buildUpdate({
        navLinks: [
          link('Shop', '/custom', [link('Roster', '/roster', [], { openNewTab: true })], {
            link: 'https://shop.example',
            openNewTab: false,
          }),
        ],
      }),
    );
    expect(saved.navLinks[0]?.openNewTab).toBe(true);
    expect(saved.navLinks[0]?.options[0]?.openNewTab).toBe(false);
  });

  it('takes three levels of links and refuses a fourth where it was added', () => {
    const three = [link('1', '/', [link('2', '/roster', [link('3', '/staff')])])];
    expect(
      websiteDesignUpdateSchema.parse(buildUpdate({ navLinks: three })).navLinks[0]?.options[0]?.options,
    ).toEqual([{ title: '3', value: '/staff', link: '', openNewTab: false, required: false, options: [] }]);
    const four = [link('1', '/', [link('2', '/roster', [link('3', '/staff', [link('4', '/about')])])])];
    expect(listIssues(buildUpdate({ navLinks: four }))).toEqual({
      'navLinks.0.options.0.options.0.options': navLinkMessages.tooDeep,
    });
  });

  it('caps the number of links; more than 8 main links is only advice (see nav-links)', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => link(`L${i}`, '/roster'));
    expect(websiteDesignUpdateSchema.safeParse(buildUpdate({ navLinks: many(9) })).success).toBe(true);
    expect(listIssues(buildUpdate({ navLinks: many(21) }))).toEqual({
      navLinks: websiteDesignMessages.tooManyMainLinks,
    });
    expect(listIssues(buildUpdate({ navLinks: [link('Team', '/roster', many(21))] }))).toEqual({
      'navLinks.0.options': websiteDesignMessages.tooManyOptions,
    });
  });
});

describe('link checks', () => {
  it('takes paths of the site only', () => {
    expect(isSiteNavPath('/')).toBe(true);
    expect(isSiteNavPath('/forms/contact-us-form-mens-hockey')).toBe(true);
    expect(isSiteNavPath('//evil.example')).toBe(false);
    expect(isSiteNavPath('/\\evil.example')).toBe(false);
    expect(isSiteNavPath('https://evil.example')).toBe(false);
    expect(isSiteNavPath('roster')).toBe(false);
  });

  it('takes http and https addresses on a domain name', () => {
    expect(isWebAddress('https://shop.example/hawks?x=1')).toBe(true);
    expect(isWebAddress('http://tickets.example')).toBe(true);
    expect(isWebAddress('ftp://files.example')).toBe(false);
    expect(isWebAddress('https://')).toBe(false);
    expect(isWebAddress('shop.example')).toBe(false);
  });
});

describe('listNavLinkTargets', () => {
  it("lists the site's pages, each season's rosters and schedule, the team's own pages and forms", () => {
    const targets = listNavLinkTargets({
      seasons: [{ id: 's1', name: '2025-26' }],
      customPages: [{ urlId: 'tryout-faq', title: 'Tryout FAQ' }],
      forms: [{ slug: 'alumni-form-mens-hockey', title: 'Alumni Form' }],
    });
    expect(targets.filter((t) => t.group === 'pages').map((t) => t.value)).toEqual([
      '/',
      '/roster',
      '/alumni',
      '/staff',
      '/executiveboard',
      '/season',
      '/schedule',
      '/eventsandpractice',
      '/seasonschedule',
      '/articles',
      '/galleries',
      '/sponsors',
      '/about',
      '/contact',
      '/policies',
    ]);
    expect(targets.filter((t) => t.group !== 'pages')).toEqual([
      { value: '/season/s1', label: 'Rosters 2025-26', group: 'seasons' },
      { value: '/seasonschedule/s1', label: 'Schedule 2025-26', group: 'seasons' },
      { value: '/pages/tryout-faq', label: 'Tryout FAQ', group: 'custom' },
      { value: '/forms/alumni-form-mens-hockey', label: 'Alumni Form', group: 'forms' },
    ]);
    expect(targets.every((t) => isSiteNavPath(t.value))).toBe(true);
  });
});
