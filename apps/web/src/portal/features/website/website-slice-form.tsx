import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormEvent, ReactNode, Ref } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { isApiError } from '../../../ui/api-client.ts';
import { applyServerFieldErrors, toastFirstFormError } from '../../../ui/form-fields.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt.tsx';
import {
  useSaveWebsiteSlice,
  type WebsiteSlice,
  type WebsiteSliceResponse,
  type WebsiteSliceUpdate,
} from './website-slice-api.ts';

interface WebsiteSliceFormOptions<S extends WebsiteSlice, Values extends FieldValues, Submitted> {
  slice: S;
  teamId: string;
  /** Validates the form's values: what a valid submit hands over. */
  resolver: Resolver<Values, unknown, Submitted>;
  /** The save request of a valid submit; by default the validated values themselves. */
  toRequest?: (submitted: Submitted) => WebsiteSliceUpdate<S>;
  defaultValues: DefaultValues<Values>;
  /** The server's copy of a saved slice (trimmed, normalized): the form's new starting point. */
  toFormValues: (saved: WebsiteSliceResponse<S>) => Values;
  savedMessage: string;
  /** The fields the server's messages may name; left out, every field it names. */
  serverFields?: readonly string[] | ((submitted: Submitted) => readonly string[]);
  /** What an invalid submit does; by default it toasts the first problem. */
  onInvalid?: (errors: FieldErrors<Values>) => void;
}

export interface WebsiteSliceFormState<Values extends FieldValues, Update> {
  form: UseFormReturn<Values, unknown, Update>;
  onSubmit: (event?: FormEvent) => Promise<void>;
  /** The Discard Changes? dialog, shown while leaving with unsaved changes. */
  unsavedPrompt: ReactNode;
  isDirty: boolean;
  isSaving: boolean;
}

/**
 * A Website editor form over one slice: validated by `resolver`, asks before leaving with unsaved
 * changes; a submit saves the slice, starts again from the server's copy and says so, or puts the
 * server's field messages under their fields.
 */
export function useWebsiteSliceForm<
  S extends WebsiteSlice,
  Values extends FieldValues,
  Submitted = WebsiteSliceUpdate<S>,
>({
  slice,
  teamId,
  resolver,
  toRequest = (submitted) => submitted as WebsiteSliceUpdate<S>,
  defaultValues,
  toFormValues,
  savedMessage,
  serverFields,
  onInvalid = toastFirstFormError,
}: WebsiteSliceFormOptions<S, Values, Submitted>): WebsiteSliceFormState<Values, Submitted> {
  const save = useSaveWebsiteSlice(slice, teamId);
  const form = useForm<Values, unknown, Submitted>({ resolver, defaultValues });
  const { isDirty } = form.formState;
  const unsavedPrompt = useUnsavedChangesPrompt(isDirty);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(toRequest(values));
      form.reset(toFormValues(saved));
      showSuccessToast(savedMessage);
    } catch (error) {
      const known =
        typeof serverFields === 'function'
          ? serverFields(values)
          : (serverFields ?? (isApiError(error) ? Object.keys(error.fields) : []));
      applyServerFieldErrors(error, form.setError, known);
    }
  }, onInvalid);

  return { form, onSubmit, unsavedPrompt, isDirty, isSaving: save.isPending };
}

/**
 * The form element of a Website editor page: its sections, then the sticky save bar. A field
 * reached by keyboard scrolls clear of the save bar; `sx` adds to the frame's styles.
 */
export function WebsiteSliceForm({
  state,
  label,
  sx,
  ref,
  children,
}: {
  state: Pick<
    WebsiteSliceFormState<FieldValues, unknown>,
    'onSubmit' | 'unsavedPrompt' | 'isDirty' | 'isSaving'
  >;
  label: string;
  sx?: SxProps<Theme>;
  ref?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      onSubmit={state.onSubmit}
      aria-label={label}
      sx={[
        { display: 'grid', gap: 3, '& input, & textarea, & button': { scrollMarginBottom: 96 } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {state.unsavedPrompt}
      {children}
      <SaveBar isDirty={state.isDirty} isSaving={state.isSaving} />
    </Box>
  );
}
