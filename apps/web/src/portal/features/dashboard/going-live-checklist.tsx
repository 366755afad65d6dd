import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type GoingLiveStepKey, portalPaths } from '@sideline/domain';
import { Link as RouterLink } from 'react-router';
import { useGoingLive } from './going-live-api.ts';

/** What each going-live step asks for, and where its button goes. */
export const goingLiveStepTexts: Record<
  GoingLiveStepKey,
  { title: string; done: string; action: string; path: string }
> = {
  agreement: {
    title: 'Sign the website licensing agreement',
    done: 'Website licensing agreement signed',
    action: 'Sign agreement',
    path: portalPaths.settings.agreements,
  },
  subscription: {
    title: 'Start the website subscription (the first month is free)',
    done: 'Website subscription running',
    action: 'Start free month',
    path: portalPaths.settings.account,
  },
  domain: {
    title: 'Start the custom domain subscription',
    done: 'Custom domain subscription active',
    action: 'Start domain',
    path: portalPaths.settings.account,
  },
};

/**
 * The dashboard's going-live checklist (issue 21): agreement, subscription, then domain when a
 * charged domain is set, in order, each with a button; a step turns green when it is done.
 */
export function GoingLiveChecklist({ teamId }: { teamId: string }) {
  const goingLive = useGoingLive(teamId);
  if (goingLive.isError) {
    return (
      <Alert severity="error" sx={{ mb: 4 }}>
        Your going-live checklist could not be loaded. Refresh the page to try again.
      </Alert>
    );
  }
  if (!goingLive.data) return <Skeleton variant="rounded" height={160} sx={{ mb: 4 }} />;
  const { steps, published } = goingLive.data;
  const nextStep = steps.find((step) => !step.isDone);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="going-live-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}
    >
      <Typography variant="h5" component="h2" id="going-live-title">
        {published ? 'Your website is live' : 'Go live'}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {published
          ? 'Search engines can list your website.'
          : 'Your website is online but hidden from search engines until these steps are done.'}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {steps.map((step) => {
          const text = goingLiveStepTexts[step.key];
          return (
            <Box
              component="li"
              key={step.key}
              data-step={step.key}
              data-done={step.isDone}
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 1.5,
                p: 1.5,
                borderRadius: 1,
                bgcolor: step.isDone ? 'rgba(46, 125, 50, 0.08)' : 'transparent',
                border: 1,
                borderColor: step.isDone ? 'success.main' : 'divider',
              }}
            >
              {step.isDone ? (
                <CheckCircleIcon color="success" aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedIcon color="action" aria-hidden="true" />
              )}
              <Typography sx={{ flex: '1 1 12rem', fontWeight: 600 }}>
                {step.isDone ? text.done : text.title}
                <Box component="span" sx={visuallyHidden}>
                  {step.isDone ? ' (done)' : ' (to do)'}
                </Box>
              </Typography>
              {!step.isDone && (
                <Button
                  component={RouterLink}
                  to={text.path}
                  variant={step === nextStep ? 'contained' : 'outlined'}
                >
                  {text.action}
                </Button>
              )}
            </Box>
          );
        })}
      </Box>
    </Paper>
  );
}
