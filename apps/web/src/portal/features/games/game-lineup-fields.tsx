import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { describeSharedLineupNumber, findSharedLineupNumbers, type GameOptions } from '@sideline/domain';
import { type Control, Controller } from 'react-hook-form';
import type { GameFormValues } from './games-page.tsx';

type LineupPlayer = NonNullable<GameFormValues['players']>[number];
type PlayerOption = GameOptions['players'][number];

const playerLabel = (player: PlayerOption) =>
  player.number ? `#${player.number} ${player.name}` : player.name;

/**
 * The game's line-up: who played (with the number worn in this game; blank takes the player's
 * own) and which coaches were on the bench. The game sheet offers these players.
 */
export function GameLineupFields({
  control,
  options,
}: {
  control: Control<GameFormValues>;
  options: GameOptions;
}) {
  const playersById = new Map(options.players.map((player) => [player.id, player]));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography variant="h6" component="legend" sx={{ mb: 1 }}>
        Line-up
      </Typography>
      <Controller
        control={control}
        name="players"
        render={({ field, fieldState }) => {
          const lineup: LineupPlayer[] = field.value ?? [];
          const chosen = lineup
            .map((entry) => playersById.get(entry.playerId))
            .filter((p) => p !== undefined);
          const setLineup = (next: LineupPlayer[]) => field.onChange(next);
          // A blank number is the player's own, as the server stores it.
          const sharedNumbers = findSharedLineupNumbers(
            lineup.map((entry) => ({
              playerId: entry.playerId,
              number: entry.number || playersById.get(entry.playerId)?.number || '',
            })),
          );
          return (
            <Box sx={{ display: 'grid', gap: 1.5 }}>
              <Autocomplete
                multiple
                options={options.players}
                value={chosen}
                getOptionLabel={playerLabel}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onChange={(_event, players) =>
                  setLineup(
                    players.map(
                      (player) =>
                        lineup.find((entry) => entry.playerId === player.id) ?? {
                          playerId: player.id,
                          number: '',
                          position: '',
                        },
                    ),
                  )
                }
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    label="Players"
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message ?? `${lineup.length} in the line-up`}
                  />
                )}
              />
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <Button
                  size="small"
                  onClick={() =>
                    setLineup(
                      options.players.map(
                        (player) =>
                          lineup.find((entry) => entry.playerId === player.id) ?? {
                            playerId: player.id,
                            number: '',
                            position: '',
                          },
                      ),
                    )
                  }
                >
                  Add the whole roster
                </Button>
                {lineup.length > 0 && (
                  <Button size="small" onClick={() => setLineup([])}>
                    Clear the line-up
                  </Button>
                )}
              </Box>
              {lineup.length > 0 && (
                <Box
                  sx={{
                    display: 'grid',
                    gap: 1,
                    gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
                  }}
                >
                  {lineup.map((entry, index) => {
                    const player = playersById.get(entry.playerId);
                    return (
                      <TextField
                        key={entry.playerId}
                        size="small"
                        label={`Number of ${player?.name ?? 'player'}`}
                        placeholder={player?.number || '—'}
                        value={entry.number ?? ''}
                        slotProps={{
                          htmlInput: { maxLength: 4, inputMode: 'numeric' },
                          inputLabel: { shrink: true },
                        }}
                        onChange={(event) =>
                          setLineup(
                            lineup.map((e, i) => (i === index ? { ...e, number: event.target.value } : e)),
                          )
                        }
                      />
                    );
                  })}
                </Box>
              )}
              {sharedNumbers.length > 0 && (
                <Alert severity="warning" role="status">
                  {sharedNumbers.map((shared) => (
                    <div key={shared.number}>
                      {describeSharedLineupNumber(shared)} (
                      {shared.playerIds.map((id) => playersById.get(id)?.name ?? 'a player').join(', ')})
                    </div>
                  ))}
                </Alert>
              )}
            </Box>
          );
        }}
      />
      <Controller
        control={control}
        name="coaches"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options.coaches}
            value={options.coaches.filter((coach) => (field.value ?? []).includes(coach.id))}
            getOptionLabel={(coach) => coach.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, coaches) => field.onChange(coaches.map((coach) => coach.id))}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Coaches"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
        )}
      />
    </Box>
  );
}
