import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { type DashboardOverview, describeSetupState, portalPaths, type SetupStepKey } from '@sideline/domain';
import { Link as RouterLink } from 'react-router';

/** What each setup step asks for, and where its button goes. */
export const setupStepTexts: Record<
  SetupStepKey,
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
  paymentAccount: {
    title: 'Set up the payment account your store is paid into',
    done: 'Payment account can take payments',
    action: 'Set up payments',
    path: portalPaths.store.stripeaccount,
  },
  storeAgreement: {
    title: 'Sign the store licensing agreement',
    done: 'Store licensing agreement signed',
    action: 'Sign store agreement',
    path: portalPaths.settings.agreements,
  },
  roster: {
    title: 'Make the roster yours: add or edit a player',
    done: 'Roster edited',
    action: 'Edit roster',
    path: portalPaths.roster.roster,
  },
  game: {
    title: 'Add your first game',
    done: 'First game added',
    action: 'Add a game',
    path: `${portalPaths.seasons}/games`,
  },
  article: {
    title: 'Write your first article',
    done: 'First article written',
    action: 'Write an article',
    path: portalPaths.articles.articles,
  },
  product: {
    title: 'Add your first product to the store',
    done: 'First product added',
    action: 'Add a product',
    path: portalPaths.store.products,
  },
};

/**
 * The dashboard's setup checklist (issues 21 and 24): the website's going-live steps, the store's,
 * and the first content; each from the team's real state, with a button to the place that fixes
 * it. Done, it folds into one line.
 */
export function SetupChecklist({ setup }: { setup: DashboardOverview['setup'] }) {
  if (setup.isComplete) {
    return (
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="setup-title"
        sx={{ p: 2, mb: 4, display: 'flex', gap: 1.5, alignItems: 'center', borderColor: 'success.main' }}
      >
        <CheckCircleIcon color="success" aria-hidden="true" />
        <Typography variant="h6" component="h2" id="setup-title">
          Your site and store are live
        </Typography>
      </Paper>
    );
  }
  const nextStep = setup.steps.find((step) => !step.isDone);
  const doneCount = setup.steps.filter((step) => step.isDone).length;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="setup-title"
      sx={{ p: { xs: 2, sm: 3 }, mb: 4 }}
    >
      <Typography variant="h5" component="h2" id="setup-title">
        Set up your site and store
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {describeSetupState(setup.isPublished, doneCount, setup.steps.length)}
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {setup.steps.map((step) => {
          const text = setupStepTexts[step.key];
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
              <Box sx={{ flex: '1 1 12rem' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {step.isDone ? text.done : text.title}
                  <Box component="span" sx={visuallyHidden}>
                    {step.isDone ? ' (done)' : ' (to do)'}
                  </Box>
                </Typography>
                {step.details.length > 0 && (
                  <Typography variant="body2" color="text.secondary">
                    Still needed: {step.details.join('; ')}
                  </Typography>
                )}
              </Box>
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
