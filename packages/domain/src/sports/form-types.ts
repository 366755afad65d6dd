import { z } from 'zod';

/** Form types as stored (numbers 0-13, spec part 1 §3 "Other data" and part 2 §3 "Form"). */
export const formTypes = {
  NONE: 0,
  PLAYER_RECRUITING: 1,
  ALUMNI: 2,
  CONTACT_US: 3,
  COACH_RECRUITMENT: 4,
  GENERAL_RECRUITMENT: 5,
  MEDIA_ENQUIRY: 6,
  TRYOUTS: 7,
  SPONSORSHIP_ENQUIRY: 8,
  CUSTOM: 9,
  OTHER: 10,
  CUSTOM_PLAYER_DUES_REGISTRATION: 11,
  CUSTOM_SPONSORSHIP: 12,
  CUSTOM_DONATION: 13,
} as const;
export type FormTypeName = keyof typeof formTypes;
export type FormType = (typeof formTypes)[FormTypeName];

export const formTypeValues = Object.values(formTypes) as FormType[];
export const formTypeSchema = z.literal(formTypeValues);

export const formTypeLabels: Record<FormType, string> = {
  0: 'None',
  1: 'Player Recruiting',
  2: 'Alumni',
  3: 'Contact Us',
  4: 'Coach Recruitment',
  5: 'General Recruitment',
  6: 'Media Enquiry',
  7: 'Tryouts',
  8: 'Sponsorship Enquiry',
  9: 'Custom',
  10: 'Other',
  11: 'Custom Player Dues/Registration',
  12: 'Custom Sponsorship',
  13: 'Custom Donation',
};

/**
 * Forms a team builds itself (the portal's "Custom Forms"), as opposed to the pre-developed ones.
 * The custom types are the ones whose label says so; the spec does not define the split further.
 */
const customFormTypes: readonly FormType[] = [
  formTypes.CUSTOM,
  formTypes.CUSTOM_PLAYER_DUES_REGISTRATION,
  formTypes.CUSTOM_SPONSORSHIP,
  formTypes.CUSTOM_DONATION,
];

export function isCustomFormType(formType: FormType): boolean {
  return customFormTypes.includes(formType);
}

/**
 * Forms a visitor pays through (spec part 2 §3: dues and registration, sponsorship, donation). Until
 * the store adds checkout, their submissions are stored as unpaid.
 */
const paidFormTypes: readonly FormType[] = [
  formTypes.CUSTOM_PLAYER_DUES_REGISTRATION,
  formTypes.CUSTOM_SPONSORSHIP,
  formTypes.CUSTOM_DONATION,
];

export function isPaidFormType(formType: FormType): boolean {
  return paidFormTypes.includes(formType);
}
