import { describe, expect, it } from 'vitest';
import { mediaMessages } from '../media/media-asset.ts';
import { buildNewTeamDefaults } from '../seed/new-team-defaults.ts';
import type { WebsiteImage } from '../team/team-record.ts';
import { visibleTextMessages } from '../text/visible-text.ts';
import {
  buildEmptyWebsiteImage,
  ensureRequiredImageSlots,
  findWebsiteImageSlot,
  isWebsiteImageLink,
  websiteImagesMessages as m,
  type WebsiteImagesUpdateInput,
  websiteImageSlotGroups,
  websiteImageSlots,
  websiteImagesUpdateSchema,
} from './website-images.ts';

const seededImages = () =>
  buildNewTeamDefaults({
    teamName: 'Northfield Ice Hawks',
    organizationName: 'Northfield University',
    sportsType: 'MENSICEHOCKEY',
    websiteType: 'WEBSITEANDSTORE',
    now: new Date('2026-03-10T15:00:00Z'),
  }).website.images;

const slotImage = (id: string): WebsiteImage => {
  const slot = findWebsiteImageSlot(id);
  if (!slot) throw new Error(`No slot ${id}`);
  return buildEmptyWebsiteImage(slot);
};
const ids = (images: readonly WebsiteImage[]) => images.map((image) => image.id);

describe('the website image slots', () => {
  it('are the spec’s named slots, each once, with only the two home heroes required', () => {
    expect(ids(websiteImageSlots.map(buildEmptyWebsiteImage))).toEqual([
      'featureImage1',
      'featureImage2',
      'featureImage3',
      'mFeatureImage1',
      'mFeatureImage2',
      'mFeatureImage3',
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
    ]);
    expect(websiteImageSlots.filter((s) => s.required).map((s) => s.id)).toEqual([
      'featureImage1',
      'mFeatureImage1',
    ]);
  });

  it('store banners at 1600x700 and every other slot as a 1600x900 feature image', () => {
    expect(websiteImageSlots.filter((s) => s.purpose === 'banner').map((s) => s.id)).toEqual([
      'bannerImage1',
      'bannerImage2',
    ]);
  });

  it('each belong to a group the editor shows, and every group has slots', () => {
    const groups = websiteImageSlotGroups.map((g) => g.key);
    for (const slot of websiteImageSlots) expect(groups).toContain(slot.group);
    for (const group of groups) expect(websiteImageSlots.some((s) => s.group === group)).toBe(true);
  });

  it('are what a new team starts with, the home heroes titled with its name and slogan', () => {
    const images = seededImages();
    expect(ids(images)).toEqual(websiteImageSlots.map((s) => s.id));
    const hero = images.find((i) => i.id === 'mFeatureImage1');
    expect(hero?.title).toBe('Northfield Ice Hawks');
    expect(hero?.description).not.toBe('');
    expect(images.find((i) => i.id === 'storeFeatureImage1')?.title).toBe('');
  });
});

describe('ensureRequiredImageSlots', () => {
  const olderRecord = () =>
    [
      'featureImage1',
      'featureImage2',
      'featureImage3',
      'bannerImage1',
      'bannerImage2',
      'rosterFeatureImage',
    ].map(slotImage);

  it('inserts the phone home images 1-3 at position 3 and adds the event, practice and store images at the end', () => {
    expect(ids(ensureRequiredImageSlots(olderRecord()))).toEqual([
      'featureImage1',
      'featureImage2',
      'featureImage3',
      'mFeatureImage1',
      'mFeatureImage2',
      'mFeatureImage3',
      'bannerImage1',
      'bannerImage2',
      'rosterFeatureImage',
      'eventFeatureImage',
      'practiceFeatureImage',
      'storeFeatureImage1',
      'mStoreFeatureImage1',
    ]);
  });

  it('adds them empty, the phone hero required and the store images not', () => {
    const images = ensureRequiredImageSlots(olderRecord());
    expect(images.find((i) => i.id === 'mFeatureImage1')).toEqual({
      id: 'mFeatureImage1',
      required: true,
      imageTitle: 'Mobile Home Feature Image 1',
      image: { file: '', link: '' },
      title: '',
      link: '',
      description: '',
    });
    expect(images.find((i) => i.id === 'mStoreFeatureImage1')?.required).toBe(false);
  });

  it('adds only the missing ones, keeping the others where they are and as they are', () => {
    const kept = {
      ...slotImage('mFeatureImage2'),
      title: 'Night game',
      image: { file: 'm1', link: '/files/m1.jpg' },
    };
    const record = [slotImage('featureImage1'), kept, slotImage('eventFeatureImage')];
    // Position 3 is counted in the record as it is: here, after its third image.
    expect(ids(ensureRequiredImageSlots(record))).toEqual([
      'featureImage1',
      'mFeatureImage2',
      'eventFeatureImage',
      'mFeatureImage1',
      'mFeatureImage3',
      'practiceFeatureImage',
      'storeFeatureImage1',
      'mStoreFeatureImage1',
    ]);
    expect(ensureRequiredImageSlots(record)[1]).toBe(kept);
  });

  it('is idempotent and leaves a complete record unchanged', () => {
    const once = ensureRequiredImageSlots(olderRecord());
    expect(ensureRequiredImageSlots(once)).toEqual(once);
    expect(ensureRequiredImageSlots(seededImages())).toEqual(seededImages());
  });

  it('fills an empty record with the slots the rule names, and only those', () => {
    expect(ids(ensureRequiredImageSlots([]))).toEqual([
      'mFeatureImage1',
      'mFeatureImage2',
      'mFeatureImage3',
      'eventFeatureImage',
      'practiceFeatureImage',
      'storeFeatureImage1',
      'mStoreFeatureImage1',
    ]);
  });
});

describe('isWebsiteImageLink', () => {
  it('takes a page of the site or a web address', () => {
    for (const link of [
      '',
      '/roster',
      '/articles/spring-opener?ref=home#top',
      'https://tickets.example.com/hawks',
      'http://example.org',
    ]) {
      expect(isWebsiteImageLink(link)).toBe(true);
    }
  });

  it('refuses script, protocol-relative and backslash addresses, other schemes, spaces and bare words', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,hi',
      '//evil.example',
      '/\\evil.example',
      'mailto:coach@example.com',
      'ftp://example.com',
      '/our roster',
      'https://',
      'https://localhost',
      'roster',
      'www.example.com',
    ]) {
      expect(isWebsiteImageLink(link), link).toBe(false);
    }
  });
});

/** The message of each failing field, keyed by its dotted path (as the server reports them). */
function fieldMessages(value: unknown): Record<string, string> {
  const issues = websiteImagesUpdateSchema.safeParse(value).error?.issues ?? [];
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const entry = (id: string, file = '') => ({ id, title: '', link: '', description: '', image: { file } });
const validImages = () => [entry('featureImage1', 'media-1'), entry('mFeatureImage1', 'media-2')];

describe('PUT /api/website/images schema', () => {
  it('takes the slots with trimmed texts, keeps only the picture’s id and link, and fills what is left out', () => {
    const update: WebsiteImagesUpdateInput = {
      images: [
        {
          id: 'featureImage1',
          title: '  Opening night ',
          link: ' /schedule ',
          description: 'Doors open at six.\nSee you there!',
          image: { file: 'media-1', link: '/files/a.jpg', width: 1600, height: 900 } as never,
        },
        { id: 'mFeatureImage1', image: { file: ' media-2 ' } },
        { id: 'bannerImage2', image: {} },
      ],
    };
    expect(websiteImagesUpdateSchema.parse(update)).toEqual({
      images: [
        {
          id: 'featureImage1',
          title: 'Opening night',
          link: '/schedule',
          description: 'Doors open at six.\nSee you there!',
          image: { file: 'media-1', link: '/files/a.jpg' },
        },
        { id: 'mFeatureImage1', title: '', link: '', description: '', image: { file: 'media-2' } },
        { id: 'bannerImage2', title: '', link: '', description: '', image: { file: '' } },
      ],
    });
  });

  it('names the required slot that has no picture, on its picture', () => {
    expect(fieldMessages({ images: [entry('featureImage1'), entry('mFeatureImage1', 'media-2')] })).toEqual({
      'images.0.image': m.imageMissing('Home Feature Image 1'),
    });
    expect(m.imageMissing('Home Feature Image 1')).toBe('Please choose the Home Feature Image 1');
  });

  it('names a required slot left out of the request on the list', () => {
    expect(fieldMessages({ images: [entry('featureImage1', 'media-1')] })).toEqual({
      images: 'Please choose the Mobile Home Feature Image 1',
    });
  });

  it('refuses unknown and repeated slots', () => {
    expect(
      fieldMessages({
        images: [...validImages(), entry('heroImage9'), entry('bannerImage1'), entry('bannerImage1')],
      }),
    ).toEqual({
      'images.2.id': m.unknownSlot,
      'images.4.id': m.repeatedSlot,
    });
  });

  it('refuses a link that is neither a site page nor a web address, and over-long texts, with every problem at once', () => {
    const images = validImages();
    images[0] = { ...images[0], link: 'javascript:alert(1)', title: 'x'.repeat(121) } as never;
    images.push({ ...entry('bannerImage1'), description: 'y'.repeat(301), link: `/${'a'.repeat(500)}` });
    images.push({ ...entry('featureImage2'), title: 'Hawks\u202Ewin' });
    expect(
      fieldMessages({
        images: [...images, entry('mFeatureImage2')].map((e, i) => (i === 1 ? entry('mFeatureImage1') : e)),
      }),
    ).toEqual({
      'images.0.link': m.linkInvalid,
      'images.0.title': visibleTextMessages.tooLong('title', 120),
      'images.2.description': visibleTextMessages.tooLong('description', 300),
      'images.2.link': 'Please keep the link to 500 characters or fewer',
      'images.3.title': visibleTextMessages.invisibleCharacters('title'),
      'images.1.image': m.imageMissing('Mobile Home Feature Image 1'),
    });
  });

  it('refuses an id no library image could have', () => {
    expect(
      fieldMessages({
        images: [entry('featureImage1', 'x'.repeat(201)), entry('mFeatureImage1', 'media-2')],
      }),
    ).toEqual({
      'images.0.image.file': mediaMessages.notInLibrary,
    });
  });
});
