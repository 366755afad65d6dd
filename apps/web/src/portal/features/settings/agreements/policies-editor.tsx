import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type PolicyKind,
  policiesUpdateRequestSchema,
  policyKinds,
  policyTitles,
  type TeamPolicies,
  teamSiteExtraPaths,
} from '@sideline/domain';
import { useForm } from 'react-hook-form';
import { applyServerFieldErrors, FormTextField, toastFirstFormError } from '../../../../ui/form-fields.tsx';
import { SaveBar } from '../../../../ui/save-bar.tsx';
import { showFailureToast, showSuccessToast } from '../../../../ui/toasts.ts';
import { useUnsavedChangesPrompt } from '../../../../ui/use-unsaved-changes-prompt.tsx';
import { useSavePolicies } from './agreements-api.ts';

const policyFieldNames = policyKinds.flatMap((kind) => [`${kind}.text`, `${kind}.link`]);

/**
 * The team's five policies, each as text and an optional link, shown on the public /policies
 * page. Each has its own Save; the bar at the foot saves all five at once.
 */
export function PoliciesEditor({ teamId, policies }: { teamId: string; policies: TeamPolicies }) {
  const save = useSavePolicies(teamId);
  const { control, handleSubmit, reset, setError, setValue, trigger, getValues, formState } = useForm({
    resolver: zodResolver(policiesUpdateRequestSchema),
    defaultValues: policies,
  });
  const unsavedPrompt = useUnsavedChangesPrompt(formState.isDirty);

  /** Sends the changed policies; answers the saved five, or null when the save failed. */
  const saveChanged = async (changed: Partial<TeamPolicies>): Promise<TeamPolicies | null> => {
    try {
      const answer = await save.mutateAsync(changed);
      showSuccessToast(answer.message);
      return answer.policies;
    } catch (error) {
      applyServerFieldErrors(error, setError, policyFieldNames);
      showFailureToast(error);
      return null;
    }
  };

  const saveOne = async (kind: PolicyKind) => {
    if (!(await trigger([`${kind}.text`, `${kind}.link`]))) return;
    const saved = await saveChanged({ [kind]: getValues(kind) });
    if (!saved) return;
    // Only this policy was sent: the others keep what is typed in them, still unsaved.
    reset(saved, { keepDirtyValues: true });
    setValue(kind, saved[kind]);
  };
  const onSubmitAll = handleSubmit(async (values) => {
    const saved = await saveChanged(values);
    if (saved) reset(saved);
  }, toastFirstFormError);

  return (
    <Box component="form" noValidate onSubmit={onSubmitAll} aria-label="Policies">
      {unsavedPrompt}
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your public site shows these on its {teamSiteExtraPaths.policies} page. Add a link when a fuller
        version lives elsewhere.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {policyKinds.map((kind) => (
          <Paper
            key={kind}
            variant="outlined"
            component="section"
            aria-labelledby={`policy-${kind}`}
            sx={{ p: 2.5 }}
          >
            <Typography
              variant="subtitle1"
              component="h3"
              id={`policy-${kind}`}
              sx={{ fontWeight: 700, mb: 1.5 }}
            >
              {policyTitles[kind]}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <FormTextField
                control={control}
                name={`${kind}.text`}
                label={`${policyTitles[kind]} text`}
                multiline
                minRows={3}
              />
              <FormTextField
                control={control}
                name={`${kind}.link`}
                label={`${policyTitles[kind]} link`}
                placeholder="https://"
                type="url"
              />
              <Box>
                <Button variant="outlined" onClick={() => saveOne(kind)} loading={save.isPending}>
                  Save {policyTitles[kind]}
                </Button>
              </Box>
            </Box>
          </Paper>
        ))}
      </Box>
      <SaveBar isDirty={formState.isDirty} isSaving={save.isPending} />
    </Box>
  );
}
