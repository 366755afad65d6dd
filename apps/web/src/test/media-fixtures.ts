import type { MediaAsset, TeamLogo } from '@sideline/domain';

export function buildMediaAsset(overrides: Partial<MediaAsset> = {}): MediaAsset {
  const id = overrides.id ?? 'media-1';
  return {
    id,
    title: 'Crest',
    width: 800,
    height: 600,
    contentType: 'image/png',
    url: `/files/media/${id}/image.png`,
    thumbUrl: `/files/media/${id}/thumb.jpg`,
    createdAt: '2026-11-23T20:00:00.000Z',
    ...overrides,
  };
}

/** A TeamLogo of the media `mediaId` in every size, or an empty one without it. */
export function buildTeamLogo(mediaId?: string): TeamLogo {
  const variant = (name: string) =>
    mediaId ? { file: mediaId, link: `/files/media/${mediaId}/${name}.png` } : { file: '', link: '' };
  return {
    logo: variant('logo'),
    logo1: variant('logo32'),
    logo2: variant('logo196'),
    logo3: variant('logo512'),
    logo4: variant('logo1024'),
  };
}
