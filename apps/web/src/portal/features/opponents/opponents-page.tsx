import { zodResolver } from '@hookform/resolvers/zod';
import { type Opponent, opponentInputSchema, opponentMessages, storedImageSchema } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';

export const opponentsSection: ContentSectionConfig = {
  key: 'opponents',
  apiPath: '/api/opponents',
  basePath: '/portal/opponents',
  entity: 'opponent',
  singular: 'opponent',
  messages: opponentMessages,
};

/** The form holds the logo as the picture it shows; Save sends its library id. */
const opponentFormSchema = opponentInputSchema.extend({ logo: storedImageSchema });
type OpponentFormValues = z.input<typeof opponentFormSchema>;
const fieldNames = ['name', 'logo', 'address', 'url', 'notes'] as const;

const toFormValues = (opponent: Opponent | null): OpponentFormValues => ({
  name: opponent?.name ?? '',
  logo: opponent?.logo ?? { file: '', link: '' },
  address: opponent?.address ?? '',
  url: opponent?.url ?? '',
  notes: opponent?.notes ?? '',
});

/** /portal/opponents: the teams the club plays against (spec part 2 §3 "Opponent"). */
export function OpponentsPage() {
  return (
    <ContentSectionPage<Opponent>
      config={opponentsSection}
      section="Opponents"
      title="Opponents"
      description="Teams you play against: their logo, address and website appear with your games."
      listLabel="Opponents"
      newLabel="New opponent"
      renderEditor={(opponent) => <OpponentForm opponent={opponent} />}
    />
  );
}

export function OpponentForm({ opponent }: { opponent: Opponent | null }) {
  const form = useForm<OpponentFormValues>({
    resolver: zodResolver(opponentFormSchema),
    defaultValues: toFormValues(opponent),
  });
  const editor = useContentEditor({
    config: opponentsSection,
    record: opponent,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
    toInput: (values) => ({ ...values, logo: values.logo?.file ?? '' }),
  });
  const { control } = form;
  return (
    <ContentEditor heading={opponent ? opponent.name : 'New opponent'} formLabel="Opponent" editor={editor}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormImageSlotField
        control={control}
        name="logo"
        label="Logo"
        purpose="logo"
        helperText="Shown beside your games against this team"
      />
      <FormTextField control={control} name="address" label="Address" />
      <FormTextField
        control={control}
        name="url"
        label="Website"
        type="url"
        placeholder="https://"
        helperText="The team's own website, starting with https://"
      />
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={3}
        helperText="Only you see these"
      />
    </ContentEditor>
  );
}
