import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { publicDomainInfoRequestSchema } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../ui/form-fields.tsx';
import { useSession } from '../../ui/session/session-api.ts';
import { showSuccessToast } from '../../ui/toasts.ts';
import { useSendDomainInfo } from '../marketing-api.ts';

/**
 * "Domain information" from a visitor (spec part 1 §6): the domain wanted and who asks → POST
 * /api/domain-requests. Loaded only when opened: its domain check carries the public suffix list.
 */
export function DomainInfoForm({ onSent }: { onSent: () => void }) {
  const { session } = useSession();
  const send = useSendDomainInfo();
  const user = session?.user;
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(publicDomainInfoRequestSchema),
    defaultValues: {
      domain: '',
      name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
      email: user?.email ?? '',
      teamName: session?.team?.name ?? '',
      note: '',
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await send.mutateAsync(values);
      showSuccessToast(answer.message);
      onSent();
    } catch (error) {
      // The query client shows the failure as a toast; the field messages go under the fields.
      applyServerFieldErrors(error, setError, ['domain', 'name', 'email', 'teamName', 'note']);
    }
  }, toastFirstFormError);

  return (
    <Box
      component="form"
      noValidate
      aria-label="Domain information"
      onSubmit={onSubmit}
      sx={{ display: 'grid', gap: 2, pt: 1 }}
    >
      <FormTextField
        control={control}
        name="domain"
        label="Domain you would like"
        placeholder="yourteamhockey.org"
        required
      />
      <FormTextField control={control} name="name" label="Your name" autoComplete="name" required />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField control={control} name="teamName" label="Team name" autoComplete="organization" />
      <FormTextField
        control={control}
        name="note"
        label="Anything we should know (optional)"
        multiline
        minRows={2}
      />
      <Box>
        <Button type="submit" variant="contained" loading={send.isPending}>
          Send domain request
        </Button>
      </Box>
    </Box>
  );
}
