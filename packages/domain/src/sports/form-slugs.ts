import { type FormType, formTypes } from './form-types.ts';
import { getSportFamily, getSportGender } from './sport-identity.ts';
import { selectableSportsTypes, type TeamSportsType } from './sports-types.ts';

/**
 * The pre-developed forms every team gets are addressed by a slug that names the form and the
 * team's sport, e.g. contact-us-form-womens-hockey (spec part 1 §2 "Default public site navigation").
 */
export const formSlugKinds = ['contact-us', 'player-recruitment', 'alumni'] as const;

/**
 * Every ready-made form of a sport (spec part 2 §3 form types 1–8): the three a team starts with,
 * and the others it can add from Pre-developed Forms.
 */
export const preDevelopedFormKinds = [
  ...formSlugKinds,
  'tryouts',
  'coach-recruitment',
  'general-recruitment',
  'media-enquiry',
  'sponsorship-enquiry',
] as const;
export type FormSlugKind = (typeof preDevelopedFormKinds)[number];

/** The form type each pre-developed slug stands for. */
export const formSlugKindFormTypes: Record<FormSlugKind, FormType> = {
  'contact-us': formTypes.CONTACT_US,
  'player-recruitment': formTypes.PLAYER_RECRUITING,
  alumni: formTypes.ALUMNI,
  tryouts: formTypes.TRYOUTS,
  'coach-recruitment': formTypes.COACH_RECRUITMENT,
  'general-recruitment': formTypes.GENERAL_RECRUITMENT,
  'media-enquiry': formTypes.MEDIA_ENQUIRY,
  'sponsorship-enquiry': formTypes.SPONSORSHIP_ENQUIRY,
};

export function buildFormSlug(kind: FormSlugKind, sportsType: TeamSportsType): string {
  return `${kind}-form-${getSportGender(sportsType)}-${getSportFamily(sportsType)}`;
}

export function listFormSlugs(sportsType: TeamSportsType): string[] {
  return formSlugKinds.map((kind) => buildFormSlug(kind, sportsType));
}

/** Reads a slug back (for the public form page); null when it is not a pre-developed form slug. */
export function parseFormSlug(slug: string): { kind: FormSlugKind; sportsType: TeamSportsType } | null {
  for (const kind of preDevelopedFormKinds) {
    for (const sportsType of selectableSportsTypes) {
      if (buildFormSlug(kind, sportsType) === slug) return { kind, sportsType };
    }
  }
  return null;
}
