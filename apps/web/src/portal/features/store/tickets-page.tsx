import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  suggestedTierNames,
  type Ticket,
  type TicketInput,
  type TicketOptions,
  ticketInputSchema,
  ticketLimits,
  ticketMessages,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { apiGet } from '../../../ui/api-client.ts';
import { ContentEditor, ContentSectionPage, useContentEditor } from '../../../ui/content-section/index.ts';
import { FormCheckbox, FormTextField } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';
import { TicketDoorPanel } from './ticket-door-panel.tsx';
import { ticketsSection } from './tickets-section.ts';

/** Dollars as typed ("20", "12.50") → cents; a value that is not a price stays NaN for the schema. */
const toCents = (dollars: string) => (dollars.trim() === '' ? Number.NaN : Math.round(Number(dollars) * 100));
const toDollars = (cents: number) => (cents / 100).toFixed(2);
/** '' (no limit) or a whole number as typed; anything else stays NaN for the schema. */
const toCapacity = (text: string) => (text.trim() === '' ? null : Number(text));

const tierRowSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  price: z.string(),
  capacity: z.string(),
});
const ticketFormBaseSchema = z.object({
  name: z.string(),
  description: z.string(),
  /** 'game:{id}' or 'event:{id}': what the tickets admit to. */
  admitsTo: z.string(),
  featureImage: z.object({ file: z.string(), link: z.string() }),
  tiers: z.array(tierRowSchema),
  capacity: z.string(),
  maxPerOrder: z.string(),
  saleStartsAt: z.string(),
  saleEndsAt: z.string(),
  taxable: z.boolean(),
  isPublic: z.boolean(),
  available: z.boolean(),
  featured: z.boolean(),
});
type TicketFormValues = z.input<typeof ticketFormBaseSchema>;

const toInput = (values: TicketFormValues): TicketInput => {
  const [kind, id = ''] = values.admitsTo.split(':');
  return {
    name: values.name,
    description: values.description,
    gameId: kind === 'game' ? id : '',
    eventId: kind === 'event' ? id : '',
    featureImage: values.featureImage.file,
    tiers: values.tiers.map((tier) => ({
      ...(tier.id ? { id: tier.id } : {}),
      name: tier.name,
      description: '',
      priceCents: toCents(tier.price),
      capacity: toCapacity(tier.capacity),
    })),
    capacity: toCapacity(values.capacity),
    maxPerOrder: Number(values.maxPerOrder),
    saleStartsAt: values.saleStartsAt,
    saleEndsAt: values.saleEndsAt,
    taxable: values.taxable,
    isPublic: values.isPublic,
    available: values.available,
    featured: values.featured,
  };
};

/** Where a message of the domain's ticket schema goes in this form. */
const formPathOf = (path: PropertyKey[]): PropertyKey[] => {
  const [first, index, field] = path;
  if (first === 'gameId' || first === 'eventId') return ['admitsTo'];
  if (first === 'tiers' && typeof index === 'number') {
    const rowField = field === 'priceCents' ? 'price' : field === 'capacity' ? 'capacity' : 'name';
    return ['tiers', index, rowField];
  }
  return path;
};

/**
 * The form's values checked by the domain's ticket schema (the one the server parses), its
 * messages placed under the fields typed here (a tier's price, the game or event).
 */
const ticketFormSchema = ticketFormBaseSchema.superRefine((values, ctx) => {
  // The domain checks the choice after the fields parse; asked here too, it shows with the others.
  if (!values.admitsTo)
    ctx.addIssue({ code: 'custom', path: ['admitsTo'], message: ticketMessages.chooseEventOrGame });
  const parsed = ticketInputSchema.safeParse(toInput(values));
  if (parsed.success) return;
  for (const issue of parsed.error.issues) {
    const path = formPathOf(issue.path);
    if (path[0] === 'admitsTo' && !values.admitsTo) continue;
    ctx.addIssue({ code: 'custom', path, message: issue.message });
  }
});

const fieldNames = [
  'name',
  'description',
  'admitsTo',
  'featureImage',
  'tiers',
  'capacity',
  'maxPerOrder',
  'saleStartsAt',
  'saleEndsAt',
  'taxable',
] as const;

const newTier = (name: string) => ({ name, price: '', capacity: '' });

const toFormValues = (ticket: Ticket | null): TicketFormValues => ({
  name: ticket?.name ?? '',
  description: ticket?.description ?? '',
  admitsTo: ticket?.gameId ? `game:${ticket.gameId}` : ticket?.eventId ? `event:${ticket.eventId}` : '',
  featureImage: ticket?.featureImage ?? { file: '', link: '' },
  tiers: ticket
    ? ticket.tiers.map((tier) => ({
        id: tier.id,
        name: tier.name,
        price: toDollars(tier.priceCents),
        capacity: tier.capacity === null ? '' : String(tier.capacity),
      }))
    : [newTier(suggestedTierNames[0])],
  capacity: ticket?.capacity === null || !ticket ? '' : String(ticket.capacity),
  maxPerOrder: String(ticket?.maxPerOrder ?? 10),
  saleStartsAt: ticket?.saleStartsAt ?? '',
  saleEndsAt: ticket?.saleEndsAt ?? '',
  taxable: ticket?.taxable ?? false,
  isPublic: ticket?.isPublic ?? true,
  available: ticket?.available ?? true,
  featured: ticket?.featured ?? false,
});

/** GET /api/tickets/options: the team's games and events a ticket can admit to. */
function useTicketOptions() {
  return useQuery({
    queryKey: ['content', 'tickets', 'options'],
    queryFn: ({ signal }) => apiGet<TicketOptions>('/api/tickets/options', signal),
  });
}

/** /portal/store/tickets: tickets to the team's games and events, their tiers, and the door. */
export function TicketsPage() {
  return (
    <ContentSectionPage<Ticket>
      config={ticketsSection}
      section="Store"
      title="Tickets"
      description="Tickets to your games and events, with price tiers, capacity and check-in at the door."
      listLabel="Tickets"
      newLabel="New ticket"
      renderEditor={(ticket) => (
        <Stack spacing={3}>
          <TicketForm ticket={ticket} />
          {ticket && <TicketDoorPanel ticket={ticket} />}
        </Stack>
      )}
    />
  );
}

function TicketForm({ ticket }: { ticket: Ticket | null }) {
  const options = useTicketOptions();
  const form = useForm<TicketFormValues>({
    resolver: zodResolver(ticketFormSchema),
    defaultValues: toFormValues(ticket),
  });
  const editor = useContentEditor({
    config: ticketsSection,
    record: ticket,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.name,
    toInput,
  });
  const { control } = form;
  const tiers = useFieldArray({ control, name: 'tiers', keyName: 'key' });
  const soldOf = (id?: string) => ticket?.tiers.find((tier) => tier.id === id)?.sold ?? 0;
  const nextName = suggestedTierNames.find(
    (name) => !form.getValues('tiers').some((tier) => tier.name.toLowerCase() === name.toLowerCase()),
  );
  const games = options.data?.games ?? [];
  const events = options.data?.events ?? [];
  const withNote =
    ticket && ticket.sold > 0 && editor.deletion
      ? { ...editor, deletion: { ...editor.deletion, note: ticketMessages.sold(ticket.sold) } }
      : editor;

  return (
    <ContentEditor heading={ticket ? ticket.name : 'New ticket'} formLabel="Ticket" editor={withNote}>
      <FormTextField control={control} name="name" label="Title" required />
      <Controller
        control={control}
        name="admitsTo"
        render={({ field: { ref, value, ...field }, fieldState }) => (
          <TextField
            {...field}
            inputRef={ref}
            value={value}
            select
            required
            label="Game or event"
            error={Boolean(fieldState.error)}
            helperText={
              fieldState.error?.message ??
              (options.isPending ? 'Loading your games and events…' : 'What these tickets admit to')
            }
          >
            {games.length > 0 && <ListSubheader>Games</ListSubheader>}
            {games.map((game) => (
              <MenuItem key={game.id} value={`game:${game.id}`}>
                {game.label}
              </MenuItem>
            ))}
            {events.length > 0 && <ListSubheader>Events</ListSubheader>}
            {events.map((event) => (
              <MenuItem key={event.id} value={`event:${event.id}`}>
                {event.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormTextField control={control} name="description" label="Description" multiline minRows={2} />
      <FormImageSlotField
        control={control}
        name="featureImage"
        label="Feature image (1600 × 900)"
        purpose="feature"
      />

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          Price tiers
        </Typography>
        {tiers.fields.map((row, index) => {
          const sold = soldOf(row.id);
          const label = form.getValues(`tiers.${index}.name`) || `tier ${index + 1}`;
          return (
            <Box
              key={row.key}
              role="group"
              aria-label={`Price tier ${index + 1}`}
              sx={{
                display: 'grid',
                gap: 1.5,
                // A phone: the name on its own line, then price, capacity and remove.
                gridTemplateColumns: { xs: 'minmax(0, 1fr) minmax(0, 1fr) auto', sm: '2fr 1fr 1fr auto' },
                alignItems: 'start',
                pb: { xs: 1.5, sm: 0 },
                borderBottom: { xs: 1, sm: 0 },
                borderColor: 'divider',
              }}
            >
              <FormTextField
                control={control}
                name={`tiers.${index}.name`}
                label="Tier name"
                required
                size="small"
                sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
              />
              <FormTextField
                control={control}
                name={`tiers.${index}.price`}
                label="Price ($)"
                required
                size="small"
                inputMode="decimal"
              />
              <FormTextField
                control={control}
                name={`tiers.${index}.capacity`}
                label="Capacity"
                placeholder="No limit"
                size="small"
                inputMode="numeric"
                helperText={sold > 0 ? `${sold} sold` : undefined}
              />
              <IconButton
                aria-label={`Remove ${label}`}
                onClick={() => tiers.remove(index)}
                disabled={tiers.fields.length === 1}
                sx={{ mt: 0.25 }}
              >
                <DeleteOutlineIcon />
              </IconButton>
            </Box>
          );
        })}
        <Box>
          <Button
            startIcon={<AddIcon />}
            onClick={() => tiers.append(newTier(nextName ?? ''))}
            disabled={tiers.fields.length >= ticketLimits.tiers}
          >
            Add a price tier
          </Button>
        </Box>
      </Box>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="capacity"
          label="Total capacity"
          placeholder="No limit"
          inputMode="numeric"
          helperText="All tiers together; leave empty for no limit beyond the tiers'"
          fullWidth
        />
        <FormTextField
          control={control}
          name="maxPerOrder"
          label="Most per order"
          inputMode="numeric"
          fullWidth
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="saleStartsAt"
          label="Sale opens"
          type="datetime-local"
          helperText="Your team's local time; empty: on sale now"
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <FormTextField
          control={control}
          name="saleEndsAt"
          label="Sale closes"
          type="datetime-local"
          helperText="Empty: until the store closes"
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
      </Stack>

      {ticket ? (
        <Paper variant="outlined" sx={{ px: 2, py: 1.5 }}>
          <Typography>Taxable: {ticket.taxable ? 'yes' : 'no'}</Typography>
          <Typography variant="body2" color="text.secondary">
            {ticketMessages.taxableFixed}
          </Typography>
        </Paper>
      ) : (
        <FormCheckbox control={control} name="taxable" label="Taxable (cannot change once saved)" />
      )}
      <FormCheckbox
        control={control}
        name="isPublic"
        label="Public (private tickets are hidden from the store)"
      />
      <FormCheckbox control={control} name="available" label="Available to buy" />
      <FormCheckbox control={control} name="featured" label="Featured in your store" />
    </ContentEditor>
  );
}
