import { type ReactNode, useEffect, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerFieldErrors, toastFirstFormError } from '../form-fields.tsx';
import { showFailureToast } from '../toasts.ts';
import { useUnsavedChangesPrompt } from '../use-unsaved-changes-prompt.tsx';
import { type ContentSectionConfig, useDeleteContent, useSaveContent } from './content-section-api.ts';

export interface ContentEditorState {
  onSubmit: () => Promise<void>;
  isDirty: boolean;
  isSaving: boolean;
  unsavedPrompt: ReactNode;
  /** Undefined while creating: a new record has nothing to delete. */
  deletion?: {
    entity: string;
    name: string;
    isDeleting: boolean;
    onDelete: () => void;
    note?: string;
    /** More in the confirm dialog: what goes with the record, and the section's delete options. */
    details?: ReactNode;
  };
}

/**
 * The behaviour of a section's create/edit form, for a react-hook-form `form` the section made
 * with its domain schema's zodResolver:
 * - Save sends the typed values (the server parses them with the same schema) as POST (new) or PUT;
 *   the answer becomes the form's new starting point; a created record opens at its own route.
 * - Server field messages go under their fields ("Please enter the {field}"), and every failure
 *   is a toast too; the client-side check toasts its first message.
 * - Delete (stored records) goes back to the list; the unsaved-changes prompt guards leaving,
 *   but not the navigation a save or delete makes itself.
 */
export function useContentEditor<Values extends FieldValues, Record extends { id: string }>({
  config,
  record,
  form,
  fieldNames,
  toFormValues,
  nameOf,
  toInput = (values) => values,
  pathAfterSave,
  deleteOptions,
}: {
  config: ContentSectionConfig;
  record: Record | null;
  form: UseFormReturn<Values, unknown, FieldValues>;
  fieldNames: readonly string[];
  toFormValues: (record: Record) => Values;
  /** The record's name, as the delete dialog says it. */
  nameOf: (record: Record) => string;
  /** What Save sends for the typed values, when the form holds more than the request (an image). */
  toInput?: (values: Values) => unknown;
  /** Where a save leads when the saved record now belongs elsewhere (a player moved to the alumni). */
  pathAfterSave?: (saved: Record) => string | null;
  /** The confirm dialog's extra content and the query string of the options chosen in it. */
  deleteOptions?: { details: ReactNode; query: () => string };
}): ContentEditorState {
  const navigate = useNavigate();
  const save = useSaveContent<Record, unknown>(config, record?.id ?? null);
  const remove = useDeleteContent(config);
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const unsavedPrompt = useUnsavedChangesPrompt(form.formState.isDirty && leavingTo === null);

  useEffect(() => {
    if (leavingTo) navigate(leavingTo, { replace: true });
  }, [leavingTo, navigate]);

  const onSubmit = form.handleSubmit(async () => {
    try {
      const saved = await save.mutateAsync(toInput(form.getValues()));
      form.reset(toFormValues(saved));
      const movedTo = pathAfterSave?.(saved) ?? null;
      if (movedTo) setLeavingTo(movedTo);
      else if (!record) setLeavingTo(`${config.basePath}/${saved.id}`);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, fieldNames);
      showFailureToast(error);
    }
  }, toastFirstFormError);

  return {
    onSubmit,
    isDirty: form.formState.isDirty,
    isSaving: save.isPending,
    unsavedPrompt,
    deletion: record
      ? {
          entity: config.singular,
          name: nameOf(record),
          isDeleting: remove.isPending,
          onDelete: () =>
            remove.mutate(
              { id: record.id, query: deleteOptions?.query() },
              { onSuccess: () => setLeavingTo(config.basePath) },
            ),
          details: deleteOptions?.details,
        }
      : undefined,
  };
}
