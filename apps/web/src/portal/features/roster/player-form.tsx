import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import {
  findDetailValue,
  listPlayerStatOverrideLabels,
  type Player,
  playerDetailTitles,
  requireTeamSportsType,
  resolvePlayerSummary,
} from '@sideline/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Controller, type Resolver, useForm, useWatch } from 'react-hook-form';
import {
  ContentEditor,
  contentQueryKeys,
  PublishToggle,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';
import { AchievementsField } from '../../../ui/person/achievements-field.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { PlayerDetailFields } from './player-detail-fields.tsx';
import {
  buildPlayerFormSchema,
  listPlayerFieldNames,
  type PlayerFormValues,
  toPlayerFormValues,
  toPlayerInput,
} from './player-form-values.ts';
import { playerSectionOf } from './player-sections.ts';
import { PlayerStatOverridesField } from './player-stat-overrides-field.tsx';

/**
 * A player of the roster (`alumni` false) or the alumni: create and edit. Saving with the other
 * group moves the player there and opens it in that sub-section.
 */
export function PlayerForm({ player, alumni }: { player: Player | null; alumni: boolean }) {
  const { team } = useTeamSession();
  const sportsType = requireTeamSportsType(team.sportsType);
  const section = playerSectionOf(alumni);
  const queryClient = useQueryClient();
  const schema = useMemo(() => buildPlayerFormSchema(sportsType), [sportsType]);
  const toFormValues = (saved: Player | null) => toPlayerFormValues(sportsType, saved, alumni);
  const form = useForm<PlayerFormValues>({
    // The form always holds every field (toPlayerFormValues), so its values have the parsed shape.
    resolver: zodResolver(schema) as unknown as Resolver<PlayerFormValues>,
    defaultValues: toFormValues(player),
  });
  const editor = useContentEditor({
    config: section,
    record: player,
    form,
    fieldNames: listPlayerFieldNames(
      form.getValues('details').length,
      listPlayerStatOverrideLabels(sportsType),
    ),
    toFormValues,
    nameOf: (saved) => saved.name,
    toInput: toPlayerInput,
    pathAfterSave: (saved) => {
      if (saved.alumni === alumni) return null;
      // The other group's list and cached record are out of date now.
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all(playerSectionOf(saved.alumni)) });
      return `${playerSectionOf(saved.alumni).basePath}/${saved.id}`;
    },
  });
  const { control } = form;
  const [name, details] = useWatch({ control, name: ['name', 'details'] });
  const autoSummary = resolvePlayerSummary('', {
    name: name || 'This player',
    sportsType,
    position: findDetailValue(details, playerDetailTitles.position),
    hometown: findDetailValue(details, playerDetailTitles.hometown),
    teamName: team.name,
  });

  return (
    <ContentEditor
      heading={player ? player.name : alumni ? 'New alumni player' : 'New player'}
      formLabel="Player"
      editor={editor}
    >
      <FormTextField control={control} name="name" label="Name" required />
      <PublishToggle control={control} name="published" />
      <Controller
        control={control}
        name="alumni"
        render={({ field: { value, onChange, ref, ...field } }) => (
          <div>
            <FormControlLabel
              label="Alumni (a former player)"
              control={
                <Switch
                  {...field}
                  slotProps={{ input: { ref } }}
                  checked={Boolean(value)}
                  onChange={(event) => onChange(event.target.checked)}
                />
              }
            />
            <FormHelperText sx={{ mt: 0 }}>
              {value === alumni
                ? value
                  ? 'Listed on your alumni page.'
                  : 'Listed on your roster page.'
                : `Moves to ${value ? 'the alumni' : 'the roster'} when you save.`}
            </FormHelperText>
          </div>
        )}
      />
      <PlayerDetailFields control={control} details={details} sportsType={sportsType} />
      <FormImageSlotField
        control={control}
        name="profileImage"
        label="Profile picture"
        purpose="image"
        helperText="Shown on the roster and the player's page"
      />
      <FormImageSlotField
        control={control}
        name="featureImage"
        label="Feature picture"
        purpose="feature"
        helperText="A wide action shot at the top of the player's page"
      />
      <FormTextField
        control={control}
        name="summary"
        label="Summary"
        multiline
        minRows={2}
        helperText={`At least 70 characters, or leave it empty to show: "${autoSummary}"`}
      />
      <FormTextField control={control} name="bio" label="Biography" multiline minRows={4} />
      <AchievementsField control={control} hint="Awards and honours appear on the player's page." />
      <PlayerStatOverridesField control={control} sportsType={sportsType} />
      <FormTextField control={control} name="email" label="Email" type="email" helperText="Only you see it" />
      <FormTextField control={control} name="phone" label="Phone" type="tel" helperText="Only you see it" />
    </ContentEditor>
  );
}
