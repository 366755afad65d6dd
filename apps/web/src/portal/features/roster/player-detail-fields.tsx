import {
  type DetailEntry,
  listPositions,
  playerDetailTitles,
  shootsOptions,
  type TeamSportsType,
} from '@sideline/domain';
import type { Control } from 'react-hook-form';
import { FieldGrid, FormSelectField, FormTextField } from '../../../ui/form-fields.tsx';
import type { PlayerFormValues } from './player-form-values.ts';

const toOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/**
 * The sport's detail rows (spec part 2 §3), in its order; required ones are marked. Position and
 * Shoots are choices, the others free text.
 */
export function PlayerDetailFields({
  control,
  details,
  sportsType,
}: {
  control: Control<PlayerFormValues>;
  details: readonly DetailEntry[];
  sportsType: TeamSportsType;
}) {
  const choices: Record<string, readonly string[]> = {
    [playerDetailTitles.position]: listPositions(sportsType),
    [playerDetailTitles.shoots]: shootsOptions,
  };
  return (
    <FieldGrid role="group" aria-label="Player details">
      {details.map((row, index) => {
        const name = `details.${index}.value` as const;
        const options = choices[row.title];
        return options ? (
          <FormSelectField
            key={row.title}
            control={control}
            name={name}
            label={row.title}
            required={row.required}
            options={toOptions(options)}
            placeholder={`Choose the ${row.title.toLowerCase()}`}
          />
        ) : (
          <FormTextField
            key={row.title}
            control={control}
            name={name}
            label={row.title}
            required={row.required}
          />
        );
      })}
    </FieldGrid>
  );
}
