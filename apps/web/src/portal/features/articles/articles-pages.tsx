import { zodResolver } from '@hookform/resolvers/zod';
import AutoStoriesIcon from '@mui/icons-material/AutoStories';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type Article,
  type ArticleListFilter,
  articleInputSchema,
  articleMessages,
  storedImageSchema,
} from '@sideline/domain';
import { useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import {
  ContentEditor,
  type ContentSectionConfig,
  ContentSectionPage,
  PublishToggle,
  SectionTabs,
  subSectionTabs,
  useContentEditor,
} from '../../../ui/content-section/index.ts';
import { FieldGrid, FormSelectField, FormTextField, recordOptions } from '../../../ui/form-fields.tsx';
import { FormImageSlotField } from '../../../ui/media/form-image-slot-field.tsx';
import { RichTextField } from '../../../ui/rich-text/rich-text-field.tsx';
import { showSuccessToast } from '../../../ui/toasts.ts';
import { useArticleOptions, useCreateArticleGallery } from './articles-api.ts';
import { GameRecapDialog } from './game-recap-dialog.tsx';

/** The four sub-sections of Articles (spec part 2 §2): one list each, shared records. */
const subSections = {
  articles: { title: 'Articles', description: 'News of your team that is not about one game or event.' },
  events: { title: 'Events', description: 'Articles about your events and practices.' },
  games: { title: 'Games', description: 'Game reports and recaps, each linked to its game.' },
  all: { title: 'All', description: 'Every article of your team, newest first.' },
} as const satisfies Record<ArticleListFilter, { title: string; description: string }>;
type SubSection = keyof typeof subSections;

const tabs = subSectionTabs('/portal/articles', subSections);

const sectionOf = (sub: SubSection): ContentSectionConfig => ({
  key: 'articles',
  apiPath: '/api/articles',
  basePath: `/portal/articles/${sub}`,
  entity: 'article',
  singular: 'article',
  messages: articleMessages,
  listFilter: { about: sub },
});

/** The form holds the picture it shows; Save sends its library id. */
const articleFormSchema = articleInputSchema.extend({ featureImage: storedImageSchema });
type ArticleFormValues = z.input<typeof articleFormSchema>;
const fieldNames = [
  'title',
  'url',
  'author',
  'content',
  'mobileContent',
  'featureImage',
  'timeOfArticle',
  'notes',
  'seasonId',
  'gameId',
  'eventId',
  'practiceId',
  'galleryId',
  'tags',
  'published',
] as const;

const toFormValues = (article: Article | null): ArticleFormValues => ({
  title: article?.title ?? '',
  url: article?.url ?? '',
  author: article?.author ?? '',
  content: article?.content ?? '',
  mobileContent: article?.mobileContent ?? '',
  featureImage: article?.featureImage ?? { file: '', link: '' },
  timeOfArticle: article?.timeOfArticle ?? '',
  notes: article?.notes ?? '',
  seasonId: article?.seasonId ?? '',
  gameId: article?.gameId ?? '',
  eventId: article?.eventId ?? '',
  practiceId: article?.practiceId ?? '',
  galleryId: article?.galleryId ?? '',
  tags: article?.tags ?? [],
  published: article?.published ?? true,
});

/** What an article can be about: its form field, label and the options listing the choices. */
const aboutChoices = [
  ['seasonId', 'Season', 'seasons'],
  ['gameId', 'Game', 'games'],
  ['eventId', 'Event', 'events'],
  ['practiceId', 'Practice', 'practices'],
] as const;

/** /portal/articles/{articles|events|games|all}. */
export function ArticlesPage({ sub }: { sub: SubSection }) {
  const config = sectionOf(sub);
  const [isDraftingRecap, setIsDraftingRecap] = useState(false);
  return (
    <>
      <ContentSectionPage<Article>
        key={sub}
        config={config}
        section="Articles"
        title={subSections[sub].title}
        description={subSections[sub].description}
        listLabel="Articles"
        newLabel="New article"
        tabs={<SectionTabs label="Articles" tabs={tabs} />}
        actions={
          <Button variant="outlined" startIcon={<AutoStoriesIcon />} onClick={() => setIsDraftingRecap(true)}>
            Draft a game recap
          </Button>
        }
        renderEditor={(article) => <ArticleEditor config={config} article={article} />}
      />
      <GameRecapDialog open={isDraftingRecap} onClose={() => setIsDraftingRecap(false)} config={config} />
    </>
  );
}

export const ArticlesSectionPage = () => <ArticlesPage sub="articles" />;
export const EventArticlesSectionPage = () => <ArticlesPage sub="events" />;
export const GameArticlesSectionPage = () => <ArticlesPage sub="games" />;
export const AllArticlesSectionPage = () => <ArticlesPage sub="all" />;

function ArticleEditor({ config, article }: { config: ContentSectionConfig; article: Article | null }) {
  const options = useArticleOptions(article?.id ?? null);
  const form = useForm<ArticleFormValues>({
    // Save sends the typed values (getValues) and the server parses them; the resolver only checks.
    resolver: zodResolver(articleFormSchema) as unknown as Resolver<ArticleFormValues>,
    defaultValues: toFormValues(article),
  });
  const editor = useContentEditor({
    config,
    record: article,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.title,
    toInput: (values) => ({ ...values, featureImage: values.featureImage?.file ?? '' }),
    deleteOptions: article?.gallery
      ? {
          details: (
            <Typography variant="body2">
              Its gallery “{article.gallery.title}” and its {article.gallery.photoCount} photos are deleted
              with it.
            </Typography>
          ),
          query: () => '',
        }
      : undefined,
  });
  const { control } = form;
  const data = options.data;
  const people = data
    ? [
        ...data.players.map((row) => ({ ...row, group: 'Players' })),
        ...data.coaches.map((row) => ({ ...row, group: 'Coaches' })),
      ]
    : [];

  return (
    <ContentEditor heading={article ? article.title : 'New article'} formLabel="Article" editor={editor}>
      <FieldGrid>
        <FormTextField control={control} name="title" label="Title" required />
        <PublishToggle control={control} name="published" />
        <FormTextField control={control} name="author" label="Author" />
        <FormTextField
          control={control}
          name="timeOfArticle"
          label="Date and time"
          type="datetime-local"
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={article ? "Your team's local time" : "Your team's local time; empty means now"}
        />
      </FieldGrid>
      <FormTextField
        control={control}
        name="url"
        label="Address"
        helperText={
          article
            ? `The page is /article/${article.url}. Change it only if you must: old links stop working.`
            : 'Leave empty to make it from the title, like season-opener-recap'
        }
      />
      <FormImageSlotField control={control} name="featureImage" label="Feature image" purpose="feature" />
      <RichTextField control={control} name="content" label="Article" />
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Typography>Phone version (optional)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <RichTextField
            control={control}
            name="mobileContent"
            label="Phone version"
            helperText="A shorter text that phones show instead. Leave empty to show the article everywhere."
          />
        </AccordionDetails>
      </Accordion>
      <Typography variant="subtitle1" component="h3">
        What it is about
      </Typography>
      <FieldGrid>
        {aboutChoices.map(([name, label, rows]) => (
          <FormSelectField
            key={name}
            control={control}
            name={name}
            label={label}
            options={recordOptions(data?.[rows], 'None')}
          />
        ))}
      </FieldGrid>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={people}
            groupBy={(option) => option.group}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={people.filter((option) => (field.value ?? []).includes(option.id))}
            onChange={(_event, chosen) => field.onChange(chosen.map((option) => option.id))}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Tags"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Players and coaches the article is about'}
              />
            )}
          />
        )}
      />
      <ArticleGalleryPanel config={config} article={article} galleries={data?.galleries} control={control} />
      <FormTextField
        control={control}
        name="notes"
        label="Notes"
        multiline
        minRows={2}
        helperText="Only you see these"
      />
    </ContentEditor>
  );
}

/**
 * The article's photos: a gallery it owns, shown and hidden with it and deleted with it. A saved
 * article without one can make one (then its photos are added in Galleries) or take a free one.
 */
function ArticleGalleryPanel({
  config,
  article,
  galleries,
  control,
}: {
  config: ContentSectionConfig;
  article: Article | null;
  galleries: { id: string; name: string }[] | undefined;
  control: ReturnType<typeof useForm<ArticleFormValues>>['control'];
}) {
  const createGallery = useCreateArticleGallery(config);
  const navigate = useNavigate();
  if (article?.gallery) {
    return (
      <Paper
        variant="outlined"
        sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <PhotoLibraryIcon color="action" />
        <Typography sx={{ flex: 1, minWidth: 200 }}>
          Gallery “{article.gallery.title}”: {article.gallery.photoCount} of 20 photos
        </Typography>
        <Button component={RouterLink} to={`/portal/galleries/articles/${article.gallery.id}`}>
          Add or edit its photos
        </Button>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <FormSelectField
        control={control}
        name="galleryId"
        label="Gallery"
        options={recordOptions(galleries, 'None')}
        helperText="A gallery you already made, shown and hidden with the article"
      />
      {article && (
        <Box>
          <Button
            startIcon={<PhotoLibraryIcon />}
            disabled={createGallery.isPending}
            onClick={() =>
              createGallery.mutate(article.id, {
                onSuccess: (saved) => {
                  showSuccessToast(articleMessages.galleryCreated);
                  if (saved.gallery) navigate(`/portal/galleries/articles/${saved.gallery.id}`);
                },
              })
            }
          >
            Make a new gallery for this article
          </Button>
        </Box>
      )}
    </Box>
  );
}
