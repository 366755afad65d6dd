import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { GalleryTag } from '@sideline/domain';
import type { Ref } from 'react';

/** A tag the pickers offer: the tagged record with its name and its group (Players, Games, …). */
export interface TagChoice extends GalleryTag {
  name: string;
  group: string;
}

/** Tags of a gallery or a photo: players, coaches, games, events and articles, grouped by kind. */
export function GalleryTagPicker({
  choices,
  value,
  onChange,
  helperText,
  error,
  inputRef,
}: {
  choices: TagChoice[];
  value: GalleryTag[];
  onChange: (tags: GalleryTag[]) => void;
  helperText: string;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <Autocomplete
      multiple
      options={choices}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id && a.type === b.type}
      value={choices.filter((option) => value.some((t) => t.id === option.id && t.type === option.type))}
      onChange={(_event, chosen) => onChange(chosen.map(({ id, type }) => ({ id, type })))}
      renderInput={(params) => (
        <TextField {...params} inputRef={inputRef} label="Tags" error={error} helperText={helperText} />
      )}
    />
  );
}
