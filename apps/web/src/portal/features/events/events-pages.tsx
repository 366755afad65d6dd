import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Event,
  type EventOptions,
  type EventTagType,
  type EventType,
  eventFieldsSchema,
  eventMessages,
  refineEventInput,
  savedEventMessages,
  storedImageSchema,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { apiGet } from '../../../ui/api-client.ts';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  PublishToggle,
  useContentEditor,
  useLinkedContentDeleteOptions,
} from '../../../ui/content-section/index.ts';
import { FieldGrid, FormSelectField, FormTextField, recordOptions } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';

/** The three sub-sections of Events & Practice (spec part 2 §2): one list each, shared records. */
const subSections = {
  events: { title: 'Events', type: 'event', newLabel: 'New event' },
  practice: { title: 'Practice', type: 'practice', newLabel: 'New practice' },
  eventsandpractice: { title: 'Events & Practice', type: null, newLabel: 'New event' },
} as const satisfies Record<string, { title: string; type: EventType | null; newLabel: string }>;
type SubSection = keyof typeof subSections;

const sectionOf = (sub: SubSection): ContentSectionConfig => ({
  key: 'events',
  apiPath: '/api/events',
  basePath: `/portal/events/${sub}`,
  entity: 'event',
  singular: 'event',
  messages: eventMessages,
  // The records of this section are events; a practice is named as one.
  savedMessagesOf: (saved) => savedEventMessages((saved as Event).eventType),
  ...(subSections[sub].type ? { listFilter: { type: subSections[sub].type } } : {}),
});

/** The form holds the picture it shows; Save sends its library id. */
const eventFormSchema = eventFieldsSchema
  .extend({ featureImage: storedImageSchema })
  .superRefine(refineEventInput);
type EventFormValues = z.input<typeof eventFormSchema>;
const fieldNames = [
  'eventType',
  'title',
  'featureImage',
  'venue',
  'start',
  'end',
  'seasonId',
  'notes',
  'tags',
  'published',
] as const;

const toFormValues = (event: Event | null, type: EventType): EventFormValues => ({
  eventType: event?.eventType ?? type,
  title: event?.title ?? '',
  featureImage: event?.featureImage ?? { file: '', link: '' },
  venue: event?.venue ?? '',
  start: event?.start ?? '',
  end: event?.end ?? '',
  seasonId: event?.seasonId ?? '',
  notes: event?.notes ?? '',
  tags: event?.tags ?? [],
  published: event?.published ?? true,
});

/** GET /api/events/options: seasons, and the players, coaches and games to tag. */
function useEventOptions() {
  return useQuery({
    queryKey: ['content', 'events', 'options'],
    queryFn: ({ signal }) => apiGet<EventOptions>('/api/events/options', signal),
  });
}

/** /portal/events/{events|practice|eventsandpractice}. */
export function EventsPage({ sub }: { sub: SubSection }) {
  const config = sectionOf(sub);
  const { title, newLabel } = subSections[sub];
  return (
    <ContentSectionPage<Event>
      key={sub}
      config={config}
      section="Events & Practice"
      title={title}
      description="Team events and practices on your public schedule, newest first. Tag the players, coaches and games they involve."
      listLabel={title}
      newLabel={newLabel}
      renderEditor={(event) => (
        <EventEditor config={config} event={event} type={subSections[sub].type ?? 'event'} />
      )}
    />
  );
}

export const EventsSectionPage = () => <EventsPage sub="events" />;
export const PracticeSectionPage = () => <EventsPage sub="practice" />;
export const EventsAndPracticeSectionPage = () => <EventsPage sub="eventsandpractice" />;

const tagGroups: Record<EventTagType, string> = { player: 'Players', coach: 'Coaches', game: 'Games' };

function EventEditor({
  config,
  event,
  type,
}: {
  config: ContentSectionConfig;
  event: Event | null;
  type: EventType;
}) {
  const options = useEventOptions();
  const form = useForm<EventFormValues>({
    // Save sends the typed values (getValues) and the server parses them; the resolver only checks.
    resolver: zodResolver(eventFormSchema) as unknown as Resolver<EventFormValues>,
    defaultValues: toFormValues(event, type),
  });
  const editor = useContentEditor({
    config,
    record: event,
    form,
    fieldNames,
    toFormValues: (saved) => toFormValues(saved, type),
    nameOf: (saved) => saved.title,
    toInput: (values) => ({ ...values, featureImage: values.featureImage?.file ?? '' }),
    deleteOptions: useLinkedContentDeleteOptions(event),
  });
  const { control } = form;
  const data = options.data;
  const taggable: { id: string; type: EventTagType; name: string }[] = data
    ? [
        ...data.players.map((row) => ({ ...row, type: 'player' as const })),
        ...data.coaches.map((row) => ({ ...row, type: 'coach' as const })),
        ...data.games.map((row) => ({ ...row, type: 'game' as const })),
      ]
    : [];

  return (
    <ContentEditor heading={event ? event.title : 'New event'} formLabel="Event" editor={editor}>
      <FieldGrid>
        <FormSelectField
          control={control}
          name="eventType"
          label="Type"
          options={[
            { value: 'event', label: 'Event' },
            { value: 'practice', label: 'Practice' },
          ]}
        />
        <PublishToggle control={control} name="published" />
      </FieldGrid>
      <FormTextField control={control} name="title" label="Title" required />
      <FieldGrid>
        <FormTextField
          control={control}
          name="start"
          label="Starts"
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          helperText="Your team's local time"
        />
        <FormTextField
          control={control}
          name="end"
          label="Ends"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FormTextField control={control} name="venue" label="Venue" />
        <FormSelectField
          control={control}
          name="seasonId"
          label="Season"
          options={recordOptions(options.data?.seasons, 'None')}
        />
      </FieldGrid>
      <FormImageSlotField control={control} name="featureImage" label="Feature image" purpose="feature" />
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={taggable}
            groupBy={(option) => tagGroups[option.type]}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id && a.type === b.type}
            value={taggable.filter((option) =>
              (field.value ?? []).some((t) => t.id === option.id && t.type === option.type),
            )}
            onChange={(_event, chosen) =>
              field.onChange(chosen.map(({ id, type: kind }) => ({ id, type: kind })))
            }
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Tags"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Players, coaches and games this event involves'}
              />
            )}
          />
        )}
      />
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={3}
        helperText="Shown on the event's page"
      />
      {event && (event.article || event.gallery) && (
        <Typography variant="body2" color="text.secondary">
          {event.article ? `Article: ${event.article.title}. ` : ''}
          {event.gallery ? `Gallery: ${event.gallery.title}.` : ''}
        </Typography>
      )}
      {event && event.tickets.sold > 0 && (
        <Alert severity="info">{eventMessages.ticketsSold(event.tickets.sold)}</Alert>
      )}
    </ContentEditor>
  );
}
