import { zodResolver } from '@hookform/resolvers/zod';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  boardMemberMessages,
  coachMessages,
  findStaffDetailProblems,
  normalizeStaffDetails,
  type StaffMember,
  staffMemberInputSchema,
  storedImageSchema,
} from '@sideline/domain';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ContentEditor,
  ContentOrderButton,
  type ContentSectionConfig,
  ContentSectionPage,
  PublishToggle,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';
import { AchievementsField } from '../../../ui/person/achievements-field.tsx';

/** One of the two sections over the coaches table: Coaches & Staff or the Executive Board. */
interface StaffSection {
  config: ContentSectionConfig;
  title: string;
  description: string;
  newLabel: string;
  /** The new record's heading: "New coach". */
  newHeading: string;
}

export const coachesSection: StaffSection = {
  config: {
    key: 'coaches',
    apiPath: '/api/coaches',
    basePath: '/portal/coaches',
    entity: 'coach',
    singular: 'coach',
    messages: coachMessages,
  },
  title: 'Coaches & Staff',
  description: 'Coaches and staff on your website, current first, each group in your order.',
  newLabel: 'New coach',
  newHeading: 'New coach',
};

export const executiveBoardSection: StaffSection = {
  config: {
    key: 'executiveboard',
    apiPath: '/api/executiveboard',
    basePath: '/portal/executiveboard',
    entity: 'executiveboard',
    singular: 'executive board member',
    messages: boardMemberMessages,
  },
  title: 'Executive Board',
  description: 'Officers who run your club, current first, each group in your order.',
  newLabel: 'New board member',
  newHeading: 'New board member',
};

/**
 * The form holds the photo as the picture it shows (Save sends its library id) and asks for the
 * required Title on its row before sending, as the server does.
 */
const staffFormSchema = staffMemberInputSchema
  .extend({ profileImage: storedImageSchema })
  .superRefine((values, ctx) => {
    for (const [path, message] of Object.entries(findStaffDetailProblems(values.details))) {
      ctx.addIssue({
        code: 'custom',
        message,
        path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });
type StaffFormValues = z.input<typeof staffFormSchema>;
const fieldNames = [
  'name',
  'email',
  'phone',
  'details.0.value',
  'details.1.value',
  'details.2.value',
  'details.3.value',
  'summary',
  'bio',
  'profileImage',
  'current',
  'published',
] as const;

const toFormValues = (member: StaffMember | null): StaffFormValues => ({
  name: member?.name ?? '',
  email: member?.email ?? '',
  phone: member?.phone ?? '',
  // The rows in the order of the domain (Title, Hometown, Born, Nationality).
  details: normalizeStaffDetails(member?.details ?? []),
  summary: member?.summary ?? '',
  bio: member?.bio ?? '',
  profileImage: member?.profileImage ?? { file: '', link: '' },
  texts: member?.texts ?? [],
  current: member?.current ?? true,
  published: member?.published ?? true,
});

function StaffSectionPage({ section }: { section: StaffSection }) {
  return (
    <ContentSectionPage<StaffMember>
      config={section.config}
      section={section.title}
      title={section.title}
      description={section.description}
      listLabel={section.title}
      newLabel={section.newLabel}
      actions={<ContentOrderButton config={section.config} listLabel={section.title} />}
      renderEditor={(member) => <StaffMemberForm section={section} member={member} />}
    />
  );
}

/** /portal/coaches (spec part 2 §3 "Coach"). */
export function CoachesPage() {
  return <StaffSectionPage section={coachesSection} />;
}

/** /portal/executiveboard (spec part 2 §3 "Coach", also executive board). */
export function ExecutiveBoardPage() {
  return <StaffSectionPage section={executiveBoardSection} />;
}

function StaffMemberForm({ section, member }: { section: StaffSection; member: StaffMember | null }) {
  const statusLabelId = useId();
  const form = useForm<StaffFormValues>({
    resolver: zodResolver(staffFormSchema),
    defaultValues: toFormValues(member),
  });
  const editor = useContentEditor({
    config: section.config,
    record: member,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
    toInput: (values) => ({ ...values, profileImage: values.profileImage?.file ?? '' }),
  });
  const { control } = form;
  return (
    <ContentEditor
      heading={member ? member.name : section.newHeading}
      formLabel={section.config.singular}
      editor={editor}
    >
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField
        control={control}
        name="details.0.value"
        label="Title"
        required
        helperText="Head Coach, Treasurer, ..."
      />
      <Controller
        control={control}
        name="current"
        render={({ field }) => (
          <FormControl>
            <FormLabel id={statusLabelId}>Status</FormLabel>
            <RadioGroup
              row
              aria-labelledby={statusLabelId}
              value={field.value === false ? 'previous' : 'current'}
              onChange={(event) => field.onChange(event.target.value === 'current')}
            >
              <FormControlLabel value="current" control={<Radio />} label="Current" />
              <FormControlLabel value="previous" control={<Radio />} label="Previous" />
            </RadioGroup>
          </FormControl>
        )}
      />
      <FormImageSlotField
        control={control}
        name="profileImage"
        label="Photo"
        purpose="image"
        helperText="Shown on your website's staff pages"
      />
      <FormTextField control={control} name="details.1.value" label="Hometown" />
      <FormTextField control={control} name="details.2.value" label="Born" />
      <FormTextField control={control} name="details.3.value" label="Nationality" />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        helperText="Only you see this"
      />
      <FormTextField control={control} name="phone" label="Phone" type="tel" helperText="Only you see this" />
      <FormTextField
        control={control}
        name="summary"
        label="Summary"
        multiline
        minRows={2}
        helperText="At least 70 characters, or leave it empty for an automatic one"
      />
      <FormTextField control={control} name="bio" label="Biography" multiline minRows={4} />
      <AchievementsField control={control} hint="Awards and honours appear on their page on your website." />
      <PublishToggle control={control} name="published" />
    </ContentEditor>
  );
}
