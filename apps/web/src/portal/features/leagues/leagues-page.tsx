import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import { type League, type LeagueInput, leagueInputSchema, leagueMessages } from '@sideline/domain';
import { useForm, useWatch } from 'react-hook-form';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  useContentEditor,
  usePreDevelopedLeagues,
} from '../../../ui/content-section/index.ts';
import { FormSelectField, FormTextField } from '../../../ui/form-fields.tsx';

export const leaguesSection: ContentSectionConfig = {
  key: 'leagues',
  apiPath: '/api/leagues',
  basePath: '/portal/leagues',
  entity: 'league',
  singular: 'league',
  messages: leagueMessages,
};

const fieldNames = ['name', 'division', 'preDevelopedLeagueId', 'preDevelopedConferenceId'] as const;
const none = { value: '', label: 'None' };

const toFormValues = (league: League | null): LeagueInput => ({
  name: league?.name ?? '',
  division: league?.division ?? '',
  preDevelopedLeagueId: league?.preDevelopedLeagueId ?? '',
  preDevelopedConferenceId: league?.preDevelopedConferenceId ?? '',
});

/** /portal/leagues: the team's leagues, each optionally one of its sport's pre-developed leagues. */
export function LeaguesPage() {
  return (
    <ContentSectionPage<League>
      config={leaguesSection}
      section="Leagues"
      title="Leagues"
      description="Leagues and conferences you play in. Your games name their league."
      listLabel="Leagues"
      newLabel="New league"
      renderEditor={(league) => <LeagueForm league={league} />}
    />
  );
}

export function LeagueForm({ league }: { league: League | null }) {
  const form = useForm<LeagueInput>({
    resolver: zodResolver(leagueInputSchema),
    defaultValues: toFormValues(league),
  });
  const editor = useContentEditor({
    config: leaguesSection,
    record: league,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
  });
  const { control, setValue } = form;
  const preDeveloped = usePreDevelopedLeagues();
  const chosenLeagueId = useWatch({ control, name: 'preDevelopedLeagueId' });
  const offered = preDeveloped.data?.leagues ?? [];
  const conferences = offered.find((option) => option.id === chosenLeagueId)?.conferences ?? [];

  return (
    <ContentEditor heading={league ? league.name : 'New league'} formLabel="League" editor={editor}>
      <FormTextField control={control} name="name" label="Name" required />
      <FormTextField control={control} name="division" label="Division" />
      <FormSelectField
        control={control}
        name="preDevelopedLeagueId"
        label="League of your sport"
        helperText="One of the leagues we know for your sport; your games in this league carry it too"
        options={[none, ...offered.map((option) => ({ value: option.id, label: describeLeague(option) }))]}
        onChange={() => {
          // A conference belongs to one league.
          setValue('preDevelopedConferenceId', '', { shouldDirty: true });
        }}
      />
      <FormSelectField
        control={control}
        name="preDevelopedConferenceId"
        label="Conference"
        disabled={conferences.length === 0}
        options={[
          none,
          ...conferences.map((conference) => ({ value: conference.id, label: conference.name })),
        ]}
      />
      {league && league.gameCount > 0 && (
        <Alert severity="info">{leagueMessages.hasGames(league.gameCount)}</Alert>
      )}
    </ContentEditor>
  );
}

function describeLeague(option: { name: string; division: string }): string {
  return option.division ? `${option.name} (${option.division})` : option.name;
}
