import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { contactRequestSchema } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { FormTextField, toastFirstFormError } from '../../ui/form-fields.tsx';
import { HydratedForm } from '../../ui/hydrated-form.tsx';
import { useSession } from '../../ui/session/session-api.ts';
import { showSuccessToast } from '../../ui/toasts.ts';
import { useSendContactMessage } from '../marketing-api.ts';

interface ContactFormProps {
  defaultMessage?: string;
  submitLabel?: string;
}

/** Name, email, team name and message → POST /api/contact (spec part 1 §8: thanks or fallback address). */
export function ContactForm({ defaultMessage = '', submitLabel = 'Send message' }: ContactFormProps) {
  const { session } = useSession();
  const sendMessage = useSendContactMessage();
  const user = session?.user;
  const defaults = {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    teamName: session?.team?.name ?? '',
    message: defaultMessage,
  };
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (values) => {
    const answer = await sendMessage.mutateAsync({ ...values, teamName: values.teamName || undefined });
    showSuccessToast(answer.message);
    reset(defaults);
  }, toastFirstFormError);

  return (
    <HydratedForm
      aria-label="Contact form"
      onSubmit={(e) => {
        // Failures are already shown as toasts by the query client.
        onSubmit(e).catch(() => {});
      }}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <FormTextField control={control} name="name" label="Your name" autoComplete="name" required />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField control={control} name="teamName" label="Team name" autoComplete="organization" />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField control={control} name="message" label="Message" multiline minRows={5} required />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" loading={sendMessage.isPending}>
          {submitLabel}
        </Button>
      </Box>
    </HydratedForm>
  );
}
