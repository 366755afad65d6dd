import { describe, expect, it } from 'vitest';
import { itemAt } from '../lists/item-at.ts';
import { findNavLinkDepthError, findNavLinkWarnings } from '../rules/nav-links.ts';
import { buildTeamInitials } from '../rules/team-initials.ts';
import { buildFormSlug } from '../sports/form-slugs.ts';
import { selectableSportsTypes } from '../sports/sports-types.ts';
import {
  designPageTypes,
  licensingAgreementSchema,
  storeActivationSchema,
  subscriptionInfoSchema,
  teamCommunicationsSchema,
  teamFormContactsSchema,
  teamInfoSchema,
  teamLogoSchema,
  teamPoliciesSchema,
  teamSocialsSchema,
  teamStoreInfoSchema,
  teamWebsiteSchema,
} from '../team/team-record.ts';
import { adviseSeoDescription } from '../website/website-seo.ts';
import { buildDefaultNavLinks, buildFormPagePath } from './default-navigation.ts';
import { buildNewTeamDefaults, defaultStoreMessage } from './new-team-defaults.ts';

const now = new Date('2026-03-10T15:00:00Z');
const build = (sportsType = itemAt(selectableSportsTypes, 0)) =>
  buildNewTeamDefaults({
    teamName: 'Northfield Ice Hawks',
    organizationName: 'Northfield University',
    sportsType,
    websiteType: 'WEBSITEANDSTORE',
    now,
    email: 'coach@northfield.example',
  });

describe('buildNewTeamDefaults', () => {
  it.each(selectableSportsTypes)(
    'seeds a search description within the 15-20 word advice for %s',
    (sportsType) => {
      expect(adviseSeoDescription(build(sportsType).website.seoInfo.description).isAdvisedLength).toBe(true);
    },
  );

  it.each(selectableSportsTypes)(
    'validates every part against the team record schemas for %s',
    (sportsType) => {
      const d = build(sportsType);
      expect(teamInfoSchema.parse(d.info)).toEqual(d.info);
      expect(teamStoreInfoSchema.parse(d.storeInfo)).toEqual(d.storeInfo);
      expect(teamLogoSchema.parse(d.logo)).toEqual(d.logo);
      expect(teamLogoSchema.parse(d.silhouetteLogo)).toEqual(d.silhouetteLogo);
      expect(teamWebsiteSchema.parse(d.website)).toEqual(d.website);
      expect(teamSocialsSchema.parse(d.socials)).toEqual(d.socials);
      expect(teamFormContactsSchema.parse(d.form)).toEqual(d.form);
      expect(teamPoliciesSchema.parse(d.policies)).toEqual(d.policies);
      expect(teamCommunicationsSchema.parse(d.communications)).toEqual(d.communications);
      expect(licensingAgreementSchema.parse(d.licensingAgreement)).toEqual(d.licensingAgreement);
      expect(subscriptionInfoSchema.parse(d.subscriptionInfo)).toEqual(d.subscriptionInfo);
      expect(storeActivationSchema.parse(d.storeActivation)).toEqual(d.storeActivation);
      expect(d.adminInfo).toEqual({ active: true, sportsType });
    },
  );

  it('names the store after the team and opens it from today for 300 days with the store message', () => {
    const { storeInfo } = build();
    expect(storeInfo.title).toBe('Northfield Ice Hawks Store');
    expect(storeInfo.scheduleStartTime).toBe(now.toISOString());
    expect(new Date(storeInfo.scheduleEndTime).getTime() - now.getTime()).toBe(300 * 86_400_000);
    expect(storeInfo.message).toBe(defaultStoreMessage);
    expect(defaultStoreMessage).toMatch(/final/);
    expect(defaultStoreMessage).toMatch(/2-3/);
    expect(defaultStoreMessage).toMatch(/7-10 weeks/);
    expect(storeInfo.productNotificationEmails).toEqual(['coach@northfield.example']);
  });

  it('starts with design 1 everywhere, black/green/white colors, light mode and no banner text', () => {
    const { styles } = build().website;
    expect(Object.keys(styles.designs).sort()).toEqual([...designPageTypes].sort());
    expect(Object.values(styles.designs).every((d) => d === 1)).toBe(true);
    expect(styles.colors).toEqual({
      primaryColor: '#000000',
      secondaryColor: '#008000',
      fontColor: '#ffffff',
    });
    expect(styles.darkMode).toBe('light');
    expect(styles.bannerText).toBe('');
  });

  it('lists the website images with featureImage1 and mFeatureImage1 required and mobile images at position 3', () => {
    const { images } = build().website;
    const ids = images.map((i) => i.id);
    expect(ids.slice(0, 6)).toEqual([
      'featureImage1',
      'featureImage2',
      'featureImage3',
      'mFeatureImage1',
      'mFeatureImage2',
      'mFeatureImage3',
    ]);
    expect(ids).toEqual(
      expect.arrayContaining([
        'bannerImage1',
        'bannerImage2',
        'rosterFeatureImage',
        'articleFeatureImage',
        'gameFeatureImage',
        'galleryFeatureImage',
        'eventFeatureImage',
        'practiceFeatureImage',
        'storeFeatureImage1',
        'mStoreFeatureImage1',
      ]),
    );
    expect(images.filter((i) => i.required).map((i) => i.id)).toEqual(['featureImage1', 'mFeatureImage1']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // Issue 35 §3: a new team's site linked to Sideline's accounts as if they were the team's.
  it('gives a new team no social accounts, no widget and only its sport’s hashtags', () => {
    const { socials } = build();
    expect([
      socials.twitterURL,
      socials.facebookURL,
      socials.tiktokURL,
      socials.instagramURL,
      socials.youtubeURL,
    ]).toEqual(['', '', '', '', '']);
    expect(JSON.stringify(socials)).not.toContain('sidelineteams');
    expect(socials.sharingHashTags.split(', ')).not.toContain('sideline');
    expect(socials.sharingHashTags).not.toContain('#');
    expect(Object.values(socials.widgets).some((widget) => widget.enabled)).toBe(false);
  });

  it('points a demo team’s socials at Sideline, with its hashtag and an Instagram widget', () => {
    const { socials } = buildNewTeamDefaults({
      teamName: 'Northfield Ice Hawks',
      organizationName: 'Northfield University',
      sportsType: itemAt(selectableSportsTypes, 0),
      websiteType: 'WEBSITEANDSTORE',
      now,
      isDemo: true,
    });
    expect(socials.instagramURL).toContain('sidelineteams');
    expect(socials.sharingHashTags.split(', ')).toContain('sideline');
    expect(socials.widgets.instagram.enabled).toBe(true);
  });

  it('requires both licensing agreements to be signed, at version 0', () => {
    const d = build();
    for (const agreement of [d.licensingAgreement, d.storeLicensingAgreement]) {
      expect(agreement).toMatchObject({ version: 0, licensingSignatureNeeded: true, signedOn: null });
    }
  });

  it('fills stadium defaults, contacts and all five policies', () => {
    const d = build('WOMENSRUGBY');
    expect(d.info.stadiumName).toBe('Memorial Field');
    expect(d.info.address).not.toBe('');
    // The published contact waits for the team: the sign-in address is never put on the site.
    expect(d.info.contacts).toEqual([{ title: 'General Enquiries', required: true, email: '', tel: '' }]);
    expect(Object.keys(d.policies).sort()).toEqual(['privacy', 'refund', 'return', 'shipping', 'terms']);
    expect(d.form.emails).toEqual([{ id: 'email-1', email: 'coach@northfield.example' }]);
    expect(d.communications.emails[0]).toMatchObject({ account: true, updates: true, tips: true, all: true });
  });

  it('works without an email', () => {
    const d = buildNewTeamDefaults({
      teamName: 'X',
      organizationName: 'Y',
      sportsType: 'MENSLACROSSE',
      websiteType: 'STORE',
      now,
    });
    expect(d.info.contacts).toEqual([{ title: 'General Enquiries', required: true, email: '', tel: '' }]);
    expect(d.storeInfo.productNotificationEmails).toEqual([]);
  });
});

describe('buildDefaultNavLinks', () => {
  it('has the eight main links of the default navigation, in order', () => {
    const links = buildDefaultNavLinks({ sportsType: 'WOMENSICEHOCKEY', seasonId: 'season-1' });
    expect(links.map((l) => l.title)).toEqual([
      'Home',
      'Team',
      'Schedule',
      'News',
      'Recruits',
      'Alumni',
      'Sponsors',
      'About',
    ]);
    expect(findNavLinkWarnings(links)).toEqual([]);
    expect(findNavLinkDepthError(links)).toBeNull();
    const byTitle = Object.fromEntries(links.map((l) => [l.title, l]));
    expect(byTitle.Home?.value).toBe('/');
    expect(byTitle.Team?.options.map((o) => [o.title, o.value])).toEqual([
      ['Roster', '/roster'],
      ['Staff', '/staff'],
      ['All Rosters', '/season/season-1'],
    ]);
    expect(byTitle.Schedule?.options.map((o) => [o.title, o.value])).toEqual([
      ['Game Schedule', '/schedule'],
      ['Events and Practice', '/eventsandpractice'],
      ['All Seasons', '/seasonschedule/season-1'],
    ]);
    expect(byTitle.News?.options.map((o) => o.value)).toEqual(['/articles', '/galleries']);
    expect(byTitle.Recruits?.value).toBe('/forms/player-recruitment-form-womens-hockey');
    expect(byTitle.Alumni?.options.map((o) => [o.title, o.value])).toEqual([
      ['Alumni', '/alumni'],
      ['Alumni Form', '/forms/alumni-form-womens-hockey'],
    ]);
    expect(byTitle.Sponsors?.value).toBe('/sponsors');
    expect(byTitle.About?.options.map((o) => [o.title, o.value])).toEqual([
      ['About Us', '/about'],
      ['Contact Us', '/forms/contact-us-form-womens-hockey'],
    ]);
    const all = links.flatMap((l) => [l, ...l.options]);
    expect(all.every((l) => l.openNewTab === false && l.link === '')).toBe(true);
  });

  it.each(selectableSportsTypes)('links the form slugs of %s', (sportsType) => {
    const links = buildDefaultNavLinks({ sportsType });
    const values = links.flatMap((l) => [l.value, ...l.options.map((o) => o.value)]);
    for (const kind of ['contact-us', 'player-recruitment', 'alumni'] as const) {
      expect(values).toContain(buildFormPagePath(buildFormSlug(kind, sportsType)));
    }
    // Without a season id the season links show the newest season.
    expect(values).toContain('/season');
    expect(values).toContain('/seasonschedule');
  });
});

describe('buildTeamInitials', () => {
  it('takes the capitalised words, skipping club words', () => {
    expect(buildTeamInitials('Northfield Ice Hawks')).toBe('NIH');
    expect(buildTeamInitials("Lakeshore Women's Rugby Club")).toBe('LR');
    expect(buildTeamInitials('x')).toBe('X');
  });
});
