import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { type Season, type SeasonInput, seasonInputSchema, seasonMessages } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  PublishToggle,
  SectionTabs,
  seasonsAndGamesTabs,
  useContentEditor,
  usePreDevelopedSeasons,
} from '../../../ui/content-section/index.ts';
import { FieldGrid, FormSelectField, FormTextField, recordOptions } from '../../../ui/form-fields.tsx';

export const seasonsSection: ContentSectionConfig = {
  key: 'seasons',
  apiPath: '/api/seasons',
  basePath: '/portal/seasons',
  entity: 'season',
  singular: 'season',
  messages: seasonMessages,
};

const fieldNames = ['name', 'preDevelopedSeasonId', 'startDate', 'endDate', 'notes', 'published'] as const;

const toFormValues = (season: Season | null): SeasonInput => ({
  name: season?.name ?? '',
  preDevelopedSeasonId: season?.preDevelopedSeasonId ?? '',
  startDate: season?.startDate ?? '',
  endDate: season?.endDate ?? '',
  notes: season?.notes ?? '',
  published: season?.published ?? true,
});

/** /portal/seasons: the team's seasons, newest first (Seasons & Games). */
export function SeasonsPage() {
  return (
    <ContentSectionPage<Season>
      config={seasonsSection}
      section="Seasons & Games"
      title="Seasons"
      description="Your seasons, newest first. The public schedule and season rosters are grouped by them."
      listLabel="Seasons"
      newLabel="New season"
      tabs={<SectionTabs label="Seasons and games" tabs={seasonsAndGamesTabs} />}
      renderEditor={(season) => <SeasonForm season={season} />}
    />
  );
}

export function SeasonForm({ season }: { season: Season | null }) {
  const form = useForm<SeasonInput>({
    resolver: zodResolver(seasonInputSchema),
    defaultValues: toFormValues(season),
  });
  const editor = useContentEditor({
    config: seasonsSection,
    record: season,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
  });
  const { control, setValue, getValues } = form;
  const offered = usePreDevelopedSeasons().data?.seasons ?? [];

  return (
    <ContentEditor heading={season ? season.name : 'New season'} formLabel="Season" editor={editor}>
      <FormSelectField
        control={control}
        name="preDevelopedSeasonId"
        label="Season of your sport"
        helperText="Choosing one fills in an empty name and dates"
        options={recordOptions(offered, 'None')}
        onChange={(event) => {
          const chosen = offered.find((option) => option.id === event.target.value);
          if (!chosen) return;
          // Only empty fields: what the admin typed stays.
          const fill = { name: chosen.name, startDate: chosen.startDate, endDate: chosen.endDate } as const;
          for (const [field, value] of Object.entries(fill) as [keyof typeof fill, string][]) {
            if (!getValues(field) && value) setValue(field, value, { shouldDirty: true });
          }
        }}
      />
      <FormTextField control={control} name="name" label="Name" required />
      <PublishToggle control={control} name="published" />
      <FieldGrid>
        <FormTextField
          control={control}
          name="startDate"
          label="Start date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="endDate"
          label="End date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={3}
        helperText="Only you see these"
      />
      {season && season.gameCount > 0 && (
        <Alert severity="info">{seasonMessages.hasGames(season.gameCount)}</Alert>
      )}
    </ContentEditor>
  );
}
