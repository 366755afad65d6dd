import { zodResolver } from '@hookform/resolvers/zod';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CallRequestForm,
  callRequestSchema,
  callTimePreferenceLabels,
  callTimePreferences,
  type HelpTopic,
  type HelpTutorial,
  helpTopicLabels,
  helpTutorials,
  type OwnReview,
  portalPaths,
  type ReviewForm as ReviewFormValues,
  reviewRequestSchema,
  searchHelpQuestions,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import {
  FieldGrid,
  FormSelectField,
  FormTextField,
  sendFormWithToasts,
  toastFirstFormError,
} from '../../../ui/form-fields.tsx';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { useOwnReview, useRequestCall, useSaveReview } from './help-api.ts';
import firstGameArt from './illustrations/first-game.svg';
import publishArt from './illustrations/publish.svg';
import rosterArt from './illustrations/roster.svg';
import storeSetupArt from './illustrations/store-setup.svg';

export type HelpTab = 'schedule' | 'questions' | 'tutorials' | 'reviews';

const titles: Record<HelpTab, { title: string; description: string }> = {
  schedule: { title: 'Schedule Call', description: 'Book a video call with the Sideline team.' },
  questions: { title: 'Questions', description: 'Answers to the questions teams ask most.' },
  tutorials: { title: 'Tutorials', description: 'Short illustrated guides to each part of the portal.' },
  reviews: { title: 'Reviews', description: 'Tell other clubs how Sideline works for your team.' },
};

/** /portal/tutorials/{schedule|questions|tutorials|reviews} (spec part 1 §2 "Tutorials"). */
export function HelpPage({ tab }: { tab: HelpTab }) {
  const { team } = useTeamSession();
  // Tutorials are hidden for store-only teams (spec part 1 §2).
  if (tab === 'tutorials' && team.websiteType === 'STORE')
    return <Navigate to={portalPaths.help.schedule} replace />;
  return (
    <PortalPage section="Help" title={titles[tab].title} description={titles[tab].description} maxWidth={960}>
      {tab === 'schedule' && <ScheduleCall />}
      {tab === 'questions' && <Questions />}
      {tab === 'tutorials' && <Tutorials />}
      {tab === 'reviews' && <Review />}
    </PortalPage>
  );
}

const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'America/New_York';

function ScheduleCall() {
  const call = useRequestCall();
  const [sent, setSent] = useState<string | null>(null);
  const { control, handleSubmit, setError, reset } = useForm<CallRequestForm>({
    resolver: zodResolver(callRequestSchema),
    defaultValues: { preference: 'weekday-evening', timeZone: browserTimeZone(), phone: '', topics: '' },
  });
  const onSubmit = handleSubmit(
    (values) =>
      sendFormWithToasts(
        () => call.mutateAsync(callRequestSchema.parse(values)),
        setError,
        ['preference', 'timeZone', 'phone', 'topics'],
        (message) => {
          setSent(message);
          reset();
        },
      ),
    toastFirstFormError,
  );
  return (
    <Paper component="form" noValidate onSubmit={onSubmit} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography sx={{ mb: 2 }}>
        A 20-minute walkthrough of the portal, your site and your store. Tell us when suits you and we send a
        calendar invite with a video link to your team email.
      </Typography>
      {sent && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {sent}
        </Alert>
      )}
      <FieldGrid>
        <FormSelectField
          control={control}
          name="preference"
          label="Best time for a call"
          options={callTimePreferences.map((value) => ({ value, label: callTimePreferenceLabels[value] }))}
        />
        <FormTextField control={control} name="timeZone" label="Your time zone" />
        <FormTextField control={control} name="phone" label="Phone (optional)" type="tel" />
      </FieldGrid>
      <Box sx={{ mt: 2 }}>
        <FormTextField
          control={control}
          name="topics"
          label="What would you like to cover? (optional)"
          multiline
          minRows={3}
          fullWidth
        />
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={call.isPending}>
        Request a call
      </Button>
    </Paper>
  );
}

function Questions() {
  const [query, setQuery] = useState('');
  const found = searchHelpQuestions(query);
  const topics = Object.keys(helpTopicLabels) as HelpTopic[];
  return (
    <>
      <TextField
        label="Search the questions"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        sx={{ mb: 3 }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {query ? `${found.length} ${found.length === 1 ? 'answer' : 'answers'} for “${query}”` : ''}
      </Typography>
      {found.length === 0 && (
        <EmptyState
          prompt="No answer matches your search"
          hint="Try another word, or schedule a call with us."
        />
      )}
      {topics.map((topic) => {
        const questions = found.filter((q) => q.topic === topic);
        if (questions.length === 0) return null;
        return (
          <Box component="section" key={topic} sx={{ mb: 3 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {helpTopicLabels[topic]}
            </Typography>
            {questions.map((q) => (
              <Accordion key={q.id} disableGutters variant="outlined">
                <AccordionSummary aria-controls={`answer-${q.id}`} id={`question-${q.id}`}>
                  <Typography component="h3" sx={{ fontWeight: 600 }}>
                    {q.question}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails id={`answer-${q.id}`}>
                  <Typography>{q.answer}</Typography>
                </AccordionDetails>
              </Accordion>
            ))}
          </Box>
        );
      })}
    </>
  );
}

const illustrations: Record<HelpTutorial['id'], string> = {
  publish: publishArt,
  roster: rosterArt,
  'first-game': firstGameArt,
  'store-setup': storeSetupArt,
};

function Tutorials() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
      }}
    >
      {helpTutorials.map((tutorial) => (
        <Card component="li" key={tutorial.id} variant="outlined">
          <Box
            component="img"
            src={illustrations[tutorial.id]}
            alt=""
            width={320}
            height={180}
            sx={{ width: '100%', height: 'auto', display: 'block' }}
          />
          <CardContent>
            <Typography variant="h6" component="h2">
              {tutorial.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {tutorial.summary}
            </Typography>
            <Box component="ol" sx={{ pl: 2.5, m: 0, display: 'grid', gap: 0.5 }}>
              {tutorial.steps.map((step) => (
                <Typography component="li" key={step} variant="body2">
                  {step}
                </Typography>
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

const statusText: Record<OwnReview['status'], string> = {
  pending: 'We are reading your review: it appears on our home page once published.',
  published: 'Your review is published on our home page. Thank you!',
  rejected: 'Your review was not published. You can edit it and send it again.',
};

function Review() {
  const review = useOwnReview();
  if (review.isPending) return <LoadingSpinner label="Loading your review" />;
  if (review.isError)
    return <LoadErrorAlert message="Your review could not be loaded." onRetry={() => review.refetch()} />;
  return <ReviewEditor key={review.data.review?.status ?? 'new'} review={review.data.review} />;
}

function ReviewEditor({ review }: { review: OwnReview | null }) {
  const save = useSaveReview();
  const ratingLabelId = useId();
  const { control, handleSubmit, setError } = useForm<ReviewFormValues>({
    resolver: zodResolver(reviewRequestSchema),
    defaultValues: {
      rating: review?.rating ?? 0,
      body: review?.body ?? '',
      authorName: review?.authorName ?? '',
      authorRole: review?.authorRole ?? '',
    },
  });
  const onSubmit = handleSubmit(
    (values) =>
      sendFormWithToasts(() => save.mutateAsync(reviewRequestSchema.parse(values)), setError, [
        'rating',
        'body',
        'authorName',
        'authorRole',
      ]),
    toastFirstFormError,
  );
  return (
    <Paper component="form" noValidate onSubmit={onSubmit} variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      {review && (
        <Alert severity={review.status === 'rejected' ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {statusText[review.status]}
        </Alert>
      )}
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)} sx={{ mb: 2 }}>
            <FormLabel id={ratingLabelId}>Your rating of Sideline</FormLabel>
            <Rating
              name="rating"
              value={field.value || null}
              onChange={(_event, value) => field.onChange(value ?? 0)}
              size="large"
              aria-labelledby={ratingLabelId}
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <FormTextField
        control={control}
        name="body"
        label="Your review"
        multiline
        minRows={4}
        fullWidth
        required
      />
      <FieldGrid>
        <Box sx={{ mt: 2 }}>
          <FormTextField control={control} name="authorName" label="Your name" required fullWidth />
        </Box>
        <Box sx={{ mt: 2 }}>
          <FormTextField
            control={control}
            name="authorRole"
            label="Your role (optional)"
            placeholder="Team President"
            fullWidth
          />
        </Box>
      </FieldGrid>
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
        {review ? 'Update review' : 'Send review'}
      </Button>
    </Paper>
  );
}
