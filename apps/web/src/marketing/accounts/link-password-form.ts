import { zodResolver } from '@hookform/resolvers/zod';
import type { newPasswordRequestSchema, revertEmailChangeRequestSchema } from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, toastFirstFormError } from '../../ui/form-fields.tsx';
import { passesNewPasswordCheck } from './password-strength.ts';

interface LinkPasswordValues {
  token: string;
  password: string;
}

/**
 * The form behind a mailed link that sets a new password (a reset, undoing an email change): the
 * link's token and the password, every new-password rule before sending, and a cleared password
 * field with the message under it whenever it is refused (spec part 1 §5).
 */
export function useLinkPasswordForm(options: {
  schema: typeof newPasswordRequestSchema | typeof revertEmailChangeRequestSchema;
  token: string;
  send: (values: LinkPasswordValues) => Promise<void>;
}) {
  const { control, handleSubmit, setValue, setError } = useForm<LinkPasswordValues>({
    resolver: zodResolver(options.schema),
    defaultValues: { token: options.token, password: '' },
  });
  const clearPassword = () => setValue('password', '');
  const onSubmit = handleSubmit(
    async (values) => {
      const isAcceptable = await passesNewPasswordCheck(values.password, undefined, (message) => {
        clearPassword();
        setError('password', { type: 'validate', message });
      });
      if (!isAcceptable) return;
      try {
        await options.send(values);
      } catch (error) {
        clearPassword();
        // The server also refuses the account's own email as its password.
        applyServerFieldErrors(error, setError, ['password']);
      }
    },
    (errors) => {
      clearPassword();
      toastFirstFormError(errors);
    },
  );
  return { control, onSubmit };
}
