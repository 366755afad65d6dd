import type { FormField, FormFieldInput } from '../forms/form-fields.ts';
import { formFieldSchema } from '../forms/form-fields.ts';
import { buildFormSlug, type FormSlugKind, formSlugKindFormTypes } from '../sports/form-slugs.ts';
import type { FormType } from '../sports/form-types.ts';
import { shootsOptions } from '../sports/person-detail-fields.ts';
import { listPositions } from '../sports/positions.ts';
import { getSportFamily, getSportName } from '../sports/sport-identity.ts';
import type { TeamSportsType } from '../sports/sports-types.ts';

/**
 * The three forms every team starts with, per sport (spec part 2 §3 "Form", part 1 §2 default
 * navigation): contact us, player recruitment and alumni. The same definitions are the
 * pre-developed forms a team can add again later.
 */
export interface SeedFormDefinition {
  kind: FormSlugKind;
  slug: string;
  formType: FormType;
  title: string;
  description: string;
  fields: FormField[];
}

const field = (input: FormFieldInput): FormField => formFieldSchema.parse(input);

const choices = (id: string, titles: readonly string[]) =>
  titles.map((title, index) => ({ id: `${id}-${index + 1}`, title, priceCents: 0 }));

const nameAndContactFields = (): FormField[] => [
  field({ id: 'firstName', kind: 'text', title: 'First Name', required: true }),
  field({ id: 'lastName', kind: 'text', title: 'Last Name', required: true }),
  field({ id: 'email', kind: 'email', title: 'Email', required: true, isUserEmail: true }),
  field({ id: 'phone', kind: 'phone', title: 'Phone', placeholder: '(555) 555-0100' }),
];

function buildContactUsFields(): FormField[] {
  return [
    ...nameAndContactFields(),
    field({
      id: 'topic',
      kind: 'select',
      title: 'What is your message about?',
      required: true,
      options: choices('topic', [
        'Joining the team',
        'Games and tickets',
        'Sponsorship',
        'Media',
        'Something else',
      ]),
    }),
    field({ id: 'message', kind: 'multiline', title: 'Message', required: true, lines: 6 }),
  ];
}

/** The recruiting questions of spec part 2 §3, with the sport's positions as choices. */
function buildPlayerRecruitmentFields(sportsType: TeamSportsType): FormField[] {
  const isRugby = getSportFamily(sportsType) === 'rugby';
  return [
    ...nameAndContactFields(),
    field({ id: 'city', kind: 'text', title: 'City', required: true }),
    field({ id: 'state', kind: 'text', title: 'State', required: true }),
    field({
      id: 'position',
      kind: 'select',
      title: 'Position',
      required: true,
      options: choices('position', listPositions(sportsType)),
    }),
    // Rugby players do not "shoot" left or right; the question becomes the kicking foot.
    isRugby
      ? field({
          id: 'shoots',
          kind: 'select',
          title: 'Preferred Kicking Foot',
          options: choices('shoots', shootsOptions),
        })
      : field({ id: 'shoots', kind: 'select', title: 'Shoots', options: choices('shoots', shootsOptions) }),
    field({ id: 'height', kind: 'text', title: 'Height', placeholder: `5' 9"` }),
    field({ id: 'weight', kind: 'text', title: 'Weight', placeholder: '160 lb' }),
    field({
      id: 'admitted',
      kind: 'select',
      title: 'Have you been admitted to the university?',
      required: true,
      options: choices('admitted', ['Yes', 'Not yet, I have applied', 'Not yet, I plan to apply']),
    }),
    field({
      id: 'attending',
      kind: 'text',
      title: 'When will you be attending?',
      required: true,
      placeholder: 'Fall 2026',
    }),
    field({ id: 'additionalInformation', kind: 'multiline', title: 'Additional Information', lines: 6 }),
  ];
}

function buildAlumniFields(sportsType: TeamSportsType): FormField[] {
  return [
    ...nameAndContactFields(),
    field({ id: 'graduationYear', kind: 'number', title: 'Graduation Year', required: true }),
    field({
      id: 'position',
      kind: 'select',
      title: 'Position you played',
      options: choices('position', listPositions(sportsType)),
    }),
    field({ id: 'city', kind: 'text', title: 'Where do you live now?' }),
    field({
      id: 'news',
      kind: 'multiline',
      title: 'What have you been up to since you left the team?',
      lines: 5,
    }),
    field({ id: 'events', kind: 'checkbox', title: 'Keep me posted about alumni games and reunions' }),
  ];
}

function buildTryoutsFields(sportsType: TeamSportsType): FormField[] {
  return [
    ...nameAndContactFields(),
    field({ id: 'birthDate', kind: 'date', title: 'Date of Birth', required: true }),
    field({
      id: 'position',
      kind: 'select',
      title: 'Position',
      required: true,
      options: choices('position', listPositions(sportsType)),
    }),
    field({
      id: 'experience',
      kind: 'multiline',
      title: 'Where have you played before?',
      required: true,
      lines: 4,
    }),
    field({
      id: 'emergencyContact',
      kind: 'text',
      title: 'Emergency Contact (name and phone)',
      required: true,
    }),
    field({
      id: 'medical',
      kind: 'multiline',
      title: 'Injuries or medical conditions the coaches should know',
      lines: 3,
    }),
    field({
      id: 'waiver',
      kind: 'checkbox',
      title: 'I understand that tryouts are a contact sport and I take part at my own risk',
      required: true,
    }),
  ];
}

function buildCoachRecruitmentFields(): FormField[] {
  return [
    ...nameAndContactFields(),
    field({
      id: 'role',
      kind: 'select',
      title: 'Role you are interested in',
      required: true,
      options: choices('role', [
        'Head coach',
        'Assistant coach',
        'Goalie or skills coach',
        'Strength and conditioning',
        'Team manager',
      ]),
    }),
    field({ id: 'experience', kind: 'multiline', title: 'Coaching experience', required: true, lines: 6 }),
    field({ id: 'certifications', kind: 'text', title: 'Certifications' }),
    // A file question: a private file of the team, opened from the submissions inbox.
    field({ id: 'resume', kind: 'file', title: 'Coaching résumé' }),
    field({
      id: 'availability',
      kind: 'text',
      title: 'When are you available?',
      required: true,
      placeholder: 'Weeknights and weekends',
    }),
  ];
}

function buildGeneralRecruitmentFields(): FormField[] {
  return [
    ...nameAndContactFields(),
    field({
      id: 'interest',
      kind: 'select',
      title: 'How would you like to help?',
      required: true,
      options: choices('interest', [
        'Volunteer at games',
        'Photography and video',
        'Social media',
        'Fundraising',
        'Team operations',
      ]),
    }),
    field({ id: 'about', kind: 'multiline', title: 'Tell us a little about yourself', lines: 5 }),
  ];
}

function buildMediaEnquiryFields(): FormField[] {
  return [
    ...nameAndContactFields(),
    field({ id: 'outlet', kind: 'text', title: 'Publication or outlet', required: true }),
    field({ id: 'deadline', kind: 'date', title: 'Deadline' }),
    field({ id: 'request', kind: 'multiline', title: 'What do you need?', required: true, lines: 6 }),
  ];
}

function buildSponsorshipEnquiryFields(): FormField[] {
  return [
    ...nameAndContactFields(),
    field({ id: 'company', kind: 'text', title: 'Company', required: true }),
    field({ id: 'companyWebsite', kind: 'text', title: 'Company website', placeholder: 'https://' }),
    field({
      id: 'budget',
      kind: 'select',
      title: 'Sponsorship level you have in mind',
      options: choices('budget', [
        'Under $500',
        '$500 to $2,000',
        '$2,000 to $5,000',
        'Over $5,000',
        'Not sure yet',
      ]),
    }),
    field({
      id: 'goals',
      kind: 'multiline',
      title: 'What would you like the sponsorship to do for you?',
      lines: 5,
    }),
  ];
}

export function buildSeedFormDefinition(kind: FormSlugKind, sportsType: TeamSportsType): SeedFormDefinition {
  const sport = getSportName(sportsType).toLowerCase();
  const slug = buildFormSlug(kind, sportsType);
  const formType = formSlugKindFormTypes[kind];
  switch (kind) {
    case 'contact-us':
      return {
        kind,
        slug,
        formType,
        title: 'Contact Us',
        description:
          'Questions about the team, our games or sponsorship? Send us a note and we will get back to you.',
        fields: buildContactUsFields(),
      };
    case 'player-recruitment':
      return {
        kind,
        slug,
        formType,
        title: 'Player Recruitment',
        description: `Thinking about playing ${sport} with us? Tell us about yourself and our coaches will be in touch.`,
        fields: buildPlayerRecruitmentFields(sportsType),
      };
    case 'alumni':
      return {
        kind,
        slug,
        formType,
        title: 'Alumni',
        description: 'Played for the team? Stay in touch: we would love to hear where life has taken you.',
        fields: buildAlumniFields(sportsType),
      };
    case 'tryouts':
      return {
        kind,
        slug,
        formType,
        title: 'Tryouts',
        description: `Sign up for ${sport} tryouts. We will email you the dates, times and what to bring.`,
        fields: buildTryoutsFields(sportsType),
      };
    case 'coach-recruitment':
      return {
        kind,
        slug,
        formType,
        title: 'Coach Recruitment',
        description: 'Want to coach with us? Tell us about your experience and how you would like to help.',
        fields: buildCoachRecruitmentFields(),
      };
    case 'general-recruitment':
      return {
        kind,
        slug,
        formType,
        title: 'Join the Team Staff',
        description: 'A club runs on volunteers. Tell us how you would like to get involved.',
        fields: buildGeneralRecruitmentFields(),
      };
    case 'media-enquiry':
      return {
        kind,
        slug,
        formType,
        title: 'Media Enquiry',
        description:
          'Journalists and broadcasters: ask for interviews, photos, credentials or statistics here.',
        fields: buildMediaEnquiryFields(),
      };
    case 'sponsorship-enquiry':
      return {
        kind,
        slug,
        formType,
        title: 'Sponsorship Enquiry',
        description:
          'Put your business in front of our players, families and fans. Tell us what you have in mind.',
        fields: buildSponsorshipEnquiryFields(),
      };
  }
}
