import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import {
  type SubmissionRecipients,
  submissionRecipientsMessages,
  submissionRecipientsSchema,
} from '@sideline/domain';
import { useEffect } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { EmailListField } from '../../../ui/email-list-field.tsx';
import { applyServerFieldErrors } from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { SaveBar } from '../../../ui/save-bar.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { useRecipients, useSaveRecipients } from './submissions-api.ts';

/** /portal/forms/emails: who hears of every submission (spec part 2 §2 "Forms: emails"). */
export function FormRecipientsPage() {
  const recipients = useRecipients();
  const save = useSaveRecipients();
  const form = useForm<SubmissionRecipients>({
    resolver: zodResolver(submissionRecipientsSchema) as unknown as Resolver<SubmissionRecipients>,
    defaultValues: { emails: [] },
  });
  const { reset } = form;
  useEffect(() => {
    if (recipients.data) reset(recipients.data);
  }, [recipients.data, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      showSuccessToast(submissionRecipientsMessages.saved);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['emails']);
      showFailureToast(error);
    }
  });

  return (
    <PortalPage
      section="Player Dues & Forms"
      title="Emails"
      description="Who is emailed when someone sends one of your forms. With nobody here, the account's email address is."
    >
      {recipients.isError && (
        <LoadErrorAlert
          message={submissionRecipientsMessages.saveFailed}
          onRetry={() => void recipients.refetch()}
        />
      )}
      {recipients.isPending ? (
        <LoadingSpinner label="Loading the recipients" />
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={onSubmit}
          aria-label="Form recipients"
          sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
        >
          <EmailListField
            control={form.control}
            name="emails"
            label="Recipients"
            helperText="Type an address and press Enter. Each one gets every new submission."
          />
          <SaveBar isDirty={form.formState.isDirty} isSaving={save.isPending} />
        </Box>
      )}
    </PortalPage>
  );
}
