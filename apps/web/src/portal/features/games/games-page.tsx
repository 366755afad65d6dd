import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  buildDefaultGameTitle,
  type Game,
  type GameOptions,
  gameFieldsSchema,
  gameMessages,
  gameStatsAreOpen,
  gameStatsClosedHint,
  gameStatuses,
  gameStatusLabels,
  parseWallTime,
  refineGameInput,
  storedImageSchema,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { apiGet } from '../../../ui/api-client.ts';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  gameSheetPath,
  PublishToggle,
  SectionTabs,
  seasonsAndGamesTabs,
  useContentEditor,
  useLinkedContentDeleteOptions,
  usePreDevelopedLeagues,
  usePreDevelopedSeasons,
} from '../../../ui/content-section/index.ts';
import {
  FieldGrid,
  FormCheckbox,
  FormSelectField,
  FormTextField,
  recordOptions,
} from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';
import { GameLineupFields } from './game-lineup-fields.tsx';

export const gamesSection: ContentSectionConfig = {
  key: 'games',
  apiPath: '/api/games',
  basePath: '/portal/seasons/games',
  entity: 'game',
  singular: 'game',
  messages: gameMessages,
};

/** The form holds the pictures it shows; Save sends their library ids. */
const gameFormSchema = gameFieldsSchema
  .extend({ featureImage: storedImageSchema, articleImage: storedImageSchema })
  .superRefine(refineGameInput);
export type GameFormValues = z.input<typeof gameFormSchema>;

const fieldNames = [
  'title',
  'seasonId',
  'leagueId',
  'opponentId',
  'preDevelopedSeasonId',
  'preDevelopedLeagueId',
  'preDevelopedConferenceId',
  'homeGame',
  'status',
  'date',
  'time',
  'timeTba',
  'venue',
  'attendance',
  'featureImage',
  'articleImage',
  'promotionalText',
  'promotionalVideo',
  'notes',
  'tags',
  'players',
  'coaches',
  'published',
] as const;

const noImage = { file: '', link: '' };

function toFormValues(game: Game | null, options?: GameOptions): GameFormValues {
  return {
    title: game?.title ?? '',
    seasonId: game?.seasonId ?? options?.seasons[0]?.id ?? '',
    leagueId: game?.leagueId ?? '',
    opponentId: game?.opponentId ?? '',
    preDevelopedSeasonId: game?.preDevelopedSeasonId ?? '',
    preDevelopedLeagueId: game?.preDevelopedLeagueId ?? '',
    preDevelopedConferenceId: game?.preDevelopedConferenceId ?? '',
    homeGame: game?.homeGame ?? true,
    status: game?.status ?? 'scheduled',
    date: game?.date ?? '',
    time: game?.time ?? '',
    timeTba: game?.timeTba ?? false,
    venue: game?.venue ?? '',
    attendance: game?.attendance ?? '',
    featureImage: game?.featureImage ?? noImage,
    articleImage: game?.articleImage ?? noImage,
    promotionalText: game?.promotionalText ?? '',
    promotionalVideo: game?.promotionalVideo ?? '',
    notes: game?.notes ?? '',
    tags: game?.tags ?? '',
    players: game?.players ?? [],
    coaches: game?.coaches ?? [],
    published: game?.published ?? true,
  };
}

/** GET /api/games/options: the team's seasons, leagues, opponents, players and coaches. */
function useGameOptions() {
  return useQuery({
    queryKey: ['content', 'games', 'options'],
    queryFn: ({ signal }) => apiGet<GameOptions>('/api/games/options', signal),
  });
}

/** The read-only seasons and leagues of the sport (the Seasons and Leagues sections load them too). */
function usePreDevelopedChoices() {
  const seasons = usePreDevelopedSeasons();
  const leagues = usePreDevelopedLeagues();
  return { seasons: seasons.data?.seasons ?? [], leagues: leagues.data?.leagues ?? [] };
}

/** /portal/seasons/games: the schedule and results, newest first (Seasons & Games). */
export function GamesPage() {
  return (
    <ContentSectionPage<Game>
      config={gamesSection}
      section="Seasons & Games"
      title="Games"
      description="Your schedule and results. Scores and statistics come from each game's sheet."
      listLabel="Games"
      newLabel="New game"
      hint="Set a game in progress or finished to enter its goals and statistics on the game sheet."
      tabs={<SectionTabs label="Seasons and games" tabs={seasonsAndGamesTabs} />}
      renderEditor={(game) => <GameEditor game={game} />}
    />
  );
}

/** Waits for the options so a new game starts in the newest season. */
function GameEditor({ game }: { game: Game | null }) {
  const options = useGameOptions();
  if (!options.data) {
    return options.isError ? <Alert severity="error">{gameMessages.fetchOneFailed}</Alert> : null;
  }
  return <GameForm game={game} options={options.data} />;
}

export function GameForm({ game, options }: { game: Game | null; options: GameOptions }) {
  const form = useForm<GameFormValues>({
    // Save sends the typed values (getValues) and the server parses them; the resolver only checks.
    resolver: zodResolver(gameFormSchema) as unknown as Resolver<GameFormValues>,
    defaultValues: toFormValues(game, options),
  });
  const deleteOptions = useLinkedContentDeleteOptions(game, 'its line-up');
  const editor = useContentEditor({
    config: gamesSection,
    record: game,
    form,
    fieldNames,
    toFormValues: (saved) => toFormValues(saved),
    nameOf: (saved) => saved.displayTitle,
    toInput: (values) => ({
      ...values,
      featureImage: values.featureImage?.file ?? '',
      articleImage: values.articleImage?.file ?? '',
    }),
    deleteOptions,
  });
  const { control, setValue } = form;
  const predeveloped = usePreDevelopedChoices();
  const [opponentId, date, timeTba, status, preDevelopedLeagueId] = useWatch({
    control,
    name: ['opponentId', 'date', 'timeTba', 'status', 'preDevelopedLeagueId'],
  });
  const opponentName = options.opponents.find((o) => o.id === opponentId)?.name ?? '';
  // The preview uses UTC: only the calendar day of the typed date matters to the title.
  const typedDay = date ? parseWallTime(`${date}T12:00`, 'UTC') : null;
  const defaultTitle = buildDefaultGameTitle(opponentName, timeTba || !typedDay ? 'tba' : typedDay, 'UTC');
  const conferences = predeveloped.leagues.find((l) => l.id === preDevelopedLeagueId)?.conferences ?? [];
  const statsOpen = game !== null && gameStatsAreOpen(game.status);

  return (
    <ContentEditor heading={game ? game.displayTitle : 'New game'} formLabel="Game" editor={editor}>
      <FieldGrid>
        <FormSelectField
          control={control}
          name="opponentId"
          label="Opponent"
          required
          placeholder="Choose the opponent"
          options={recordOptions(options.opponents)}
          sx={{ gridColumn: { sm: '1 / -1' } }}
        />
        <FormTextField
          control={control}
          name="date"
          label="Date"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField
          control={control}
          name="time"
          label="Time"
          type="time"
          disabled={timeTba}
          required={!timeTba}
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Your team's local time"
        />
      </FieldGrid>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <FormCheckbox control={control} name="timeTba" label="Time to be announced" />
        <FormCheckbox control={control} name="homeGame" label="Home game" />
      </Box>
      <FormTextField
        control={control}
        name="title"
        label="Title"
        placeholder={defaultTitle}
        slotProps={{ inputLabel: { shrink: true } }}
        helperText={`Leave empty for "${defaultTitle}"`}
      />
      <FieldGrid>
        <FormSelectField
          control={control}
          name="status"
          label="Status"
          options={gameStatuses.map((value) => ({ value, label: gameStatusLabels[value] }))}
        />
        <FormSelectField
          control={control}
          name="seasonId"
          label="Season"
          required
          placeholder="Choose the season"
          options={recordOptions(options.seasons)}
        />
        <FormSelectField
          control={control}
          name="leagueId"
          label="League"
          options={recordOptions(options.leagues, 'None')}
        />
        <FormTextField control={control} name="venue" label="Venue" />
        <FormTextField control={control} name="attendance" label="Attendance" inputMode="numeric" />
        <PublishToggle control={control} name="published" />
      </FieldGrid>
      {game &&
        (statsOpen ? (
          <Alert
            severity="success"
            action={
              <Button component={RouterLink} to={gameSheetPath(game.id)} color="inherit" size="small">
                Open the game sheet
              </Button>
            }
          >
            {game.gameScore ? `Score ${game.gameScore}. ` : ''}Goals and statistics are entered on the game
            sheet.
          </Alert>
        ) : (
          <Alert severity="info">{gameStatsClosedHint}</Alert>
        ))}
      {!game && status && gameStatsAreOpen(status) && (
        <Alert severity="info">Save the game, then open its sheet to enter goals and statistics.</Alert>
      )}
      <GameLineupFields control={control} options={options} />
      <Typography variant="h6" component="h3">
        Pictures and promotion
      </Typography>
      <FieldGrid>
        <FormImageSlotField control={control} name="featureImage" label="Feature image" purpose="feature" />
        <FormImageSlotField control={control} name="articleImage" label="Article image" purpose="feature" />
      </FieldGrid>
      <FormTextField
        control={control}
        name="promotionalText"
        label="Promotional text"
        multiline
        minRows={2}
        helperText="Shown on the game's page before it is played"
      />
      <FormTextField
        control={control}
        name="promotionalVideo"
        label="Video or live stream"
        placeholder="https://www.youtube.com/live/…"
        helperText="YouTube, Vimeo, Twitch, Facebook, Hudl or any https:// address"
      />
      <FormTextField
        control={control}
        name="tags"
        label="Hashtags"
        placeholder="rivalry, senior night"
        helperText="Separate them with commas"
      />
      <Typography variant="h6" component="h3">
        League standing
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <FormSelectField
          control={control}
          name="preDevelopedSeasonId"
          label="Season of your sport"
          options={recordOptions(predeveloped.seasons, 'None')}
        />
        <FormSelectField
          control={control}
          name="preDevelopedLeagueId"
          label="League of your sport"
          options={recordOptions(predeveloped.leagues, 'None')}
          onChange={() => setValue('preDevelopedConferenceId', '', { shouldDirty: true })}
        />
        <FormSelectField
          control={control}
          name="preDevelopedConferenceId"
          label="Conference"
          disabled={conferences.length === 0}
          options={recordOptions(conferences, 'None')}
        />
      </Box>
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={3}
        helperText="Only you see these"
      />
      {game && (game.article || game.gallery) && (
        <Typography variant="body2" color="text.secondary">
          {game.article && (
            <>
              Article:{' '}
              <Link component={RouterLink} to={`/portal/articles/games`}>
                {game.article.title}
              </Link>
              .{' '}
            </>
          )}
          {game.gallery && <>Gallery: {game.gallery.title}.</>}
        </Typography>
      )}
    </ContentEditor>
  );
}
