import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import LibraryAddIcon from '@mui/icons-material/LibraryAdd';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type FormListKind,
  type FormPreview,
  type FormPreviewInput,
  type FormUpdate,
  formInputSchema,
  formMessages,
  formTypeLabels,
  formTypeValues,
  isPaidFormType,
  type PreDevelopedFormChoice,
  type TeamForm,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, type Resolver, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiGet, apiRequest } from '../../../ui/api-client.ts';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  contentQueryKeys,
  customSectionTabs,
  PublishToggle,
  SectionTabs,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FieldGrid, FormTextField } from '../../../ui/form-fields.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { FormQuestionCard, newQuestionId } from './form-question-card.tsx';

/** The form lists of the portal (spec part 2 §2) and what each starts a new form as. */
const lists = {
  playerdues: {
    basePath: '/portal/forms/playerdues',
    kind: 'playerdues',
    title: 'Player Dues',
    section: 'Player Dues & Forms',
    description:
      'Dues, registration, sponsorship and donation forms with prices. People pay at your store’s checkout; an answer counts once it is paid.',
    newType: 11,
  },
  customforms: {
    basePath: '/portal/forms/customforms',
    kind: 'custom',
    title: 'Custom Forms',
    section: 'Player Dues & Forms',
    description: 'Forms you design yourself, each with its own page on your site.',
    newType: 9,
  },
  predevelopedforms: {
    basePath: '/portal/forms/predevelopedforms',
    kind: 'predeveloped',
    title: 'Pre-developed Forms',
    section: 'Player Dues & Forms',
    description:
      'Contact, recruiting, alumni and other ready-made forms for your sport. Add one and change it as you like.',
    newType: 7,
  },
  customPageForms: {
    basePath: '/portal/custom/forms',
    kind: 'custom',
    title: 'Forms',
    section: 'Custom',
    description: 'Forms you design yourself, to link from your pages and navigation.',
    newType: 9,
  },
} as const satisfies Record<
  string,
  {
    basePath: string;
    kind: FormListKind;
    title: string;
    section: string;
    description: string;
    newType: FormUpdate['formType'];
  }
>;
type ListKey = keyof typeof lists;

const sectionOf = (key: ListKey): ContentSectionConfig => ({
  key: 'forms',
  apiPath: '/api/forms',
  basePath: lists[key].basePath,
  entity: 'custom',
  singular: 'form',
  messages: formMessages,
  listFilter: { kind: lists[key].kind },
});

type FormValues = z.input<typeof formInputSchema>;
const fieldNames = ['title', 'slug', 'formType', 'description', 'fields', 'published'] as const;

const starterFields = (): FormValues['fields'] => [
  { id: newQuestionId('q'), kind: 'text', title: 'Full Name', required: true },
  { id: newQuestionId('q'), kind: 'email', title: 'Email', required: true, isUserEmail: true },
];

const toFormValues = (form: TeamForm | null, newType: FormUpdate['formType']): FormValues => ({
  title: form?.title ?? '',
  slug: form?.slug ?? '',
  formType: form?.formType ?? newType,
  description: form?.description ?? '',
  fields: form?.fields ?? starterFields(),
  published: form?.published ?? true,
});

function FormsPage({ listKey }: { listKey: ListKey }) {
  const list = lists[listKey];
  const config = sectionOf(listKey);
  const [isChoosing, setIsChoosing] = useState(false);
  return (
    <>
      <ContentSectionPage<TeamForm>
        key={listKey}
        config={config}
        section={list.section}
        title={list.title}
        description={list.description}
        listLabel="Forms"
        newLabel="New form"
        tabs={
          listKey === 'customPageForms' ? <SectionTabs label="Custom" tabs={customSectionTabs} /> : undefined
        }
        actions={
          listKey === 'predevelopedforms' ? (
            <Button variant="outlined" startIcon={<LibraryAddIcon />} onClick={() => setIsChoosing(true)}>
              Add a ready-made form
            </Button>
          ) : undefined
        }
        renderEditor={(form) => <FormBuilder config={config} form={form} newType={list.newType} />}
      />
      {listKey === 'predevelopedforms' && (
        <ReadyMadeFormsDialog open={isChoosing} onClose={() => setIsChoosing(false)} config={config} />
      )}
    </>
  );
}

export const PlayerDuesFormsPage = () => <FormsPage listKey="playerdues" />;
export const CustomFormsPage = () => <FormsPage listKey="customforms" />;
export const PreDevelopedFormsPage = () => <FormsPage listKey="predevelopedforms" />;
export const CustomPageFormsPage = () => <FormsPage listKey="customPageForms" />;

/** The form builder: title, type, address, description, and the questions with their rules. */
function FormBuilder({
  config,
  form,
  newType,
}: {
  config: ContentSectionConfig;
  form: TeamForm | null;
  newType: FormUpdate['formType'];
}) {
  const builder = useForm<FormValues>({
    resolver: zodResolver(formInputSchema) as unknown as Resolver<FormValues>,
    defaultValues: toFormValues(form, newType),
  });
  const editor = useContentEditor({
    config,
    record: form,
    form: builder,
    fieldNames,
    toFormValues: (saved) => toFormValues(saved, newType),
    nameOf: (saved) => saved.title,
  });
  const { control, formState } = builder;
  const questions = useFieldArray({ control, name: 'fields' });
  const formType = useWatch({ control, name: 'formType' });
  const [isPreviewing, setIsPreviewing] = useState(false);
  const fieldErrors = formState.errors.fields as
    | ({ message?: string; root?: { message?: string } } & Record<number, { message?: string } | undefined>)
    | undefined;
  const listError = fieldErrors?.message ?? fieldErrors?.root?.message;
  const builderControl = control as unknown as Parameters<typeof FormQuestionCard>[0]['control'];

  return (
    <ContentEditor heading={form ? form.title : 'New form'} formLabel="Form" editor={editor}>
      <FieldGrid>
        <FormTextField control={control} name="title" label="Title" required />
        <PublishToggle control={control} name="published" />
        <Controller
          control={control}
          name="formType"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Type"
              value={String(field.value)}
              onChange={(event) => field.onChange(Number(event.target.value))}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                (isPaidFormType(Number(formType) as FormUpdate['formType'])
                  ? 'Choices may have prices'
                  : 'Prices need a dues, registration, sponsorship or donation type')
              }
            >
              {formTypeValues.map((value) => (
                <MenuItem key={value} value={String(value)}>
                  {formTypeLabels[value]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <FormTextField
          control={control}
          name="slug"
          label="Address"
          helperText={form ? `The page is /forms/${form.slug}` : 'Leave empty to make it from the title'}
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="description"
        label="Description"
        multiline
        minRows={2}
        helperText="Shown above the questions"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          Questions
        </Typography>
        <Button startIcon={<VisibilityOutlinedIcon />} onClick={() => setIsPreviewing(true)}>
          Preview
        </Button>
      </Box>
      {listError && (
        <Typography color="error" role="alert">
          {listError}
        </Typography>
      )}
      <Box component="ol" aria-label="Questions" sx={{ m: 0, p: 0, display: 'grid', gap: 2 }}>
        {questions.fields.map((question, index) => (
          <FormQuestionCard
            key={question.id}
            control={builderControl}
            index={index}
            count={questions.fields.length}
            onMove={(to) => questions.move(index, to)}
            onRemove={() => questions.remove(index)}
            error={fieldErrors?.[index]?.message}
          />
        ))}
      </Box>
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() =>
            questions.append({ id: newQuestionId('q'), kind: 'text', title: '', required: false })
          }
        >
          Add a question
        </Button>
      </Box>
      <FormPreviewDialog
        open={isPreviewing}
        onClose={() => setIsPreviewing(false)}
        values={builder.getValues()}
      />
    </ContentEditor>
  );
}

/** The form as its public page asks it, read-only (the page itself is the team site's). */
function FormPreviewDialog({
  open,
  onClose,
  values,
}: {
  open: boolean;
  onClose: () => void;
  values: FormValues;
}) {
  const titleId = useId();
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { title = '', formType, description = '', fields = [] } = values;
  const input: FormPreviewInput = { title, formType, description, fields };
  const preview = useQuery({
    queryKey: ['forms', 'preview', input],
    queryFn: ({ signal }) =>
      apiRequest<FormPreview>('/api/forms/preview', { method: 'POST', body: input, signal }),
    enabled: open,
    retry: false,
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Preview: {title || formMessages.previewUntitled}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="body2" color="text.secondary">
          As visitors see it on your website. Sending is off in the preview.
        </Typography>
        {preview.isError ? (
          <Alert severity="warning">{formMessages.previewFailed}</Alert>
        ) : preview.data ? (
          // The team's own page, rendered by the server; sandboxed: nothing in it runs or sends.
          <Box
            component="iframe"
            title={`${title || formMessages.previewUntitled} on your website`}
            srcDoc={preview.data.html}
            sandbox=""
            sx={{
              width: '100%',
              flex: 1,
              minHeight: '60vh',
              height: { sm: '70vh' },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          />
        ) : (
          <LoadingSpinner label="Loading the preview" />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The sport's ready-made forms, each added to the team's forms with one click. */
function ReadyMadeFormsDialog({
  open,
  onClose,
  config,
}: {
  open: boolean;
  onClose: () => void;
  config: ContentSectionConfig;
}) {
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const choices = useQuery({
    queryKey: ['content', 'forms', 'pre-developed'],
    queryFn: ({ signal }) => apiGet<PreDevelopedFormChoice[]>('/api/forms/pre-developed', signal),
    enabled: open,
  });
  const copy = useMutation({
    mutationFn: (id: string) =>
      apiRequest<TeamForm>(`/api/forms/pre-developed/${id}/copy`, { method: 'POST' }),
    onSuccess: (form) => {
      void queryClient.invalidateQueries({ queryKey: contentQueryKeys.all(config) });
      showSuccessToast(formMessages.copied);
      onClose();
      navigate(`${config.basePath}/${form.id}`);
    },
    onError: showFailureToast,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add a ready-made form</DialogTitle>
      <DialogContent>
        <List>
          {(choices.data ?? []).map((choice) => (
            <ListItem
              key={choice.id}
              divider
              secondaryAction={
                <Button
                  onClick={() => copy.mutate(choice.id)}
                  disabled={copy.isPending}
                  aria-label={`Add ${choice.title}`}
                >
                  Add
                </Button>
              }
            >
              <ListItemText
                primary={choice.title}
                secondary={`${formTypeLabels[choice.formType]} · ${choice.questionCount} questions`}
                sx={{ pr: 8 }}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
