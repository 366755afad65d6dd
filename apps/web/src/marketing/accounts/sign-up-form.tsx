import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import {
  accountMessages,
  ageTypeLabels,
  ageTypes,
  getSportsTypeDisplayName,
  isYouthAgeType,
  preselectedTimeZone,
  publicPaths,
  type SignUpRequest,
  selectableSportsTypes,
  signUpRequestSchema,
  websiteTypeLabels,
} from '@sideline/domain';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import {
  applyServerFieldErrors,
  FormCheckbox,
  FormSelectField,
  FormTextField,
  toastFirstFormError,
} from '../../ui/form-fields.tsx';
import { HydratedForm } from '../../ui/hydrated-form.tsx';
import { browserTimeZone, timeZoneOptions } from '../../ui/time-zone-options.ts';
import { passesNewPasswordCheck } from './password-strength.ts';
import { NewPasswordField } from './password-strength-hint.tsx';

const websiteTypeHints: Record<keyof typeof websiteTypeLabels, string> = {
  WEBSITEANDSTORE: 'A full team website with the online store',
  STORE: 'Just the online store for merchandise, tickets and forms',
};
const websiteTypeOptions = (Object.keys(websiteTypeHints) as (keyof typeof websiteTypeHints)[]).map(
  (value) => ({
    value,
    label: websiteTypeLabels[value],
    hint: websiteTypeHints[value],
  }),
);

const sportOptions = selectableSportsTypes.map((s) => ({ value: s, label: getSportsTypeDisplayName(s) }));
const ageOptions = ageTypes.map((a) => ({ value: a, label: ageTypeLabels[a] }));

const signUpFields = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'password',
  'organizationName',
  'teamName',
  'sportsType',
  'websiteType',
  'ageType',
  'acceptPrivacyPolicy',
  'acceptTermsOfService',
  'referral',
  'timeZone',
] as const;

/** The schema's enums have no message of their own for "nothing chosen yet": use the catalogue's. */
const resolver = zodResolver(signUpRequestSchema, {
  error: (issue) => (issue.path?.[0] === 'ageType' ? accountMessages.ageTypeMissing : undefined),
});

interface SignUpFormProps {
  referral?: string;
  /** Sends the validated request; rejects with the API error to show. */
  onSubmit: (request: SignUpRequest) => Promise<void>;
}

/** Every field of signUpRequestSchema, validated with that same schema (spec part 1 §5). */
export function SignUpForm({ referral = '', onSubmit }: SignUpFormProps) {
  const _passwordRulesId = useId();
  const {
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    watch,
    // True until the async onSubmit settles, which includes sign-up's wait for the new team.
    formState: { isSubmitting },
  } = useForm<SignUpRequest>({
    resolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      confirmEmail: '',
      password: '',
      organizationName: '',
      teamName: '',
      sportsType: '' as SignUpRequest['sportsType'],
      websiteType: 'WEBSITEANDSTORE',
      ageType: '' as SignUpRequest['ageType'],
      acceptPrivacyPolicy: false as unknown as true,
      acceptTermsOfService: false as unknown as true,
      referral,
      // Set to the browser's zone once hydrated (the prerendered page cannot know it).
      timeZone: '',
    },
  });
  const isYouth = isYouthAgeType(watch('ageType'));
  const zoneOptions = useMemo(() => timeZoneOptions(), []);
  useEffect(() => {
    if (getValues('timeZone') === '') setValue('timeZone', preselectedTimeZone(browserTimeZone()));
  }, [getValues, setValue]);

  const submit = handleSubmit(
    async (values) => {
      // The schema checked the other rules; this one needs the lazily loaded dictionary.
      const isAcceptable = await passesNewPasswordCheck(values.password, values.email, (message) => {
        setValue('password', '');
        setError('password', { type: 'validate', message });
      });
      if (!isAcceptable) return;
      try {
        await onSubmit(values);
      } catch (error) {
        setValue('password', '');
        applyServerFieldErrors(error, setError, signUpFields);
      }
    },
    (errors) => {
      if (errors.password) setValue('password', '');
      toastFirstFormError(errors);
    },
  );

  return (
    <HydratedForm
      aria-label="Sign up"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <FormTextField
        control={control}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
      />
      <FormTextField
        control={control}
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
      />
      <FormTextField
        control={control}
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        required
      />
      <FormTextField
        control={control}
        name="confirmEmail"
        label="Confirm email"
        type="email"
        autoComplete="email"
        required
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <NewPasswordField control={control} name="password" label="Password" />
      </Box>
      <FormTextField
        control={control}
        name="organizationName"
        label="Organization name"
        autoComplete="organization"
        required
        helperText="Your university or club"
      />
      <FormTextField control={control} name="teamName" label="Team name" required />
      <FormSelectField control={control} name="sportsType" label="Sport" options={sportOptions} required />
      <FormSelectField control={control} name="ageType" label="Age category" options={ageOptions} required />
      <FormSelectField
        control={control}
        name="timeZone"
        label="Team time zone"
        options={zoneOptions}
        required
        helperText="Your games, events and store times show in it. We chose your device’s zone: change it if the team plays elsewhere."
        sx={{ gridColumn: '1 / -1' }}
      />
      {isYouth && (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {accountMessages.youthRejected}
        </Alert>
      )}
      <Controller
        control={control}
        name="websiteType"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ gridColumn: '1 / -1' }}>
            <FormLabel component="legend">What do you want to build?</FormLabel>
            <RadioGroup {...field} row sx={{ gap: { sm: 3 } }}>
              {websiteTypeOptions.map((o) => (
                <FormControlLabel
                  key={o.value}
                  value={o.value}
                  control={<Radio />}
                  label={
                    <span>
                      <strong>{o.label}</strong>
                      <Box component="span" sx={{ display: 'block', fontSize: 14, color: 'text.secondary' }}>
                        {o.hint}
                      </Box>
                    </span>
                  }
                />
              ))}
            </RadioGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <FormTextField
          control={control}
          name="referral"
          label="Referral id (optional)"
          helperText="If another team invited you, their referral id goes here."
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
        <FormCheckbox
          control={control}
          name="acceptPrivacyPolicy"
          label={
            <>
              I accept the{' '}
              <Link href={publicPaths.privacy} target="_blank" rel="noopener">
                Privacy Policy
              </Link>
            </>
          }
        />
        <FormCheckbox
          control={control}
          name="acceptTermsOfService"
          label={
            <>
              I accept the{' '}
              <Link href={publicPaths.terms} target="_blank" rel="noopener">
                Terms of Service
              </Link>
            </>
          }
        />
      </Box>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting} fullWidth>
          Create my team account
        </Button>
      </Box>
    </HydratedForm>
  );
}
