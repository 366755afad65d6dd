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
  }
}
