import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { ImageSlotField, type ImageSlotFieldProps } from './image-slot-field.tsx';

/** An image slot bound to react-hook-form: the field holds the image, its error shows under it. */
export function FormImageSlotField<T extends FieldValues>({
  control,
  name,
  ...props
}: { control: Control<T>; name: Path<T> } & Omit<ImageSlotFieldProps, 'value' | 'onChange' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageSlotField
          {...props}
          value={{ file: field.value?.file ?? '', link: field.value?.link ?? '' }}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
