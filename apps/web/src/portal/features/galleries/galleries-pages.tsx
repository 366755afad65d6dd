import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  type Gallery,
  type GalleryListFilter,
  type GalleryOptions,
  galleryInputSchema,
  galleryMessages,
} from '@sideline/domain';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
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
import { useGalleryOptions } from './galleries-api.ts';
import { GalleryPhotos } from './gallery-photos.tsx';
import { GalleryTagPicker, type TagChoice } from './gallery-tag-picker.tsx';

/** The five sub-sections of Galleries (spec part 2 §2): one list each, shared records. */
const subSections = {
  galleries: {
    title: 'Galleries',
    description: 'Your photo galleries, with My Library, where pictures wait for a gallery.',
  },
  articles: {
    title: 'Articles',
    description: 'Galleries that belong to an article: shown, hidden and deleted with it.',
  },
  events: { title: 'Events', description: 'Galleries of your events and practices.' },
  games: { title: 'Games', description: 'Galleries of your games.' },
  all: { title: 'All', description: 'Every gallery of your team, newest first.' },
} as const satisfies Record<GalleryListFilter, { title: string; description: string }>;
type SubSection = keyof typeof subSections;

const tabs = subSectionTabs('/portal/galleries', subSections);

/** The tagged sub-sections say the spec's "No tagged images/galleries/articles found" when empty. */
const isTaggedList = (sub: SubSection) => sub === 'articles' || sub === 'events' || sub === 'games';

const sectionOf = (sub: SubSection): ContentSectionConfig => ({
  key: 'galleries',
  apiPath: '/api/galleries',
  basePath: `/portal/galleries/${sub}`,
  entity: 'gallery',
  singular: 'gallery',
  messages: isTaggedList(sub) ? { ...galleryMessages, noneYet: galleryMessages.noTagged } : galleryMessages,
  listFilter: { about: sub },
});

type GalleryFormValues = z.input<typeof galleryInputSchema>;
const fieldNames = ['title', 'timeOfGallery', 'seasonId', 'tags', 'published'] as const;

const toFormValues = (gallery: Gallery | null): GalleryFormValues => ({
  title: gallery?.title ?? '',
  timeOfGallery: gallery?.timeOfGallery ?? '',
  seasonId: gallery?.seasonId ?? '',
  tags: gallery?.tags ?? [],
  published: gallery?.published ?? true,
});

const tagGroups = {
  player: 'Players',
  coach: 'Coaches',
  game: 'Games',
  event: 'Events',
  article: 'Articles',
};

function toTagChoices(options: GalleryOptions | undefined): TagChoice[] {
  if (!options) return [];
  const choices = (rows: { id: string; name: string }[], type: TagChoice['type']) =>
    rows.map((row) => ({ ...row, type, group: tagGroups[type] }));
  return [
    ...choices(options.players, 'player'),
    ...choices(options.coaches, 'coach'),
    ...choices(options.games, 'game'),
    ...choices(options.events, 'event'),
    ...choices(options.articles, 'article'),
  ];
}

/** /portal/galleries/{galleries|articles|events|games|all}. */
export function GalleriesPage({ sub }: { sub: SubSection }) {
  const config = sectionOf(sub);
  return (
    <ContentSectionPage<Gallery>
      key={sub}
      config={config}
      section="Galleries"
      title={subSections[sub].title}
      description={subSections[sub].description}
      listLabel="Galleries"
      newLabel="New gallery"
      tabs={<SectionTabs label="Galleries" tabs={tabs} />}
      renderEditor={(gallery) => <GalleryEditor config={config} gallery={gallery} />}
    />
  );
}

export const GalleriesSectionPage = () => <GalleriesPage sub="galleries" />;
export const ArticleGalleriesSectionPage = () => <GalleriesPage sub="articles" />;
export const EventGalleriesSectionPage = () => <GalleriesPage sub="events" />;
export const GameGalleriesSectionPage = () => <GalleriesPage sub="games" />;
export const AllGalleriesSectionPage = () => <GalleriesPage sub="all" />;

function GalleryEditor({ config, gallery }: { config: ContentSectionConfig; gallery: Gallery | null }) {
  const options = useGalleryOptions();
  const form = useForm<GalleryFormValues>({
    resolver: zodResolver(galleryInputSchema) as unknown as Resolver<GalleryFormValues>,
    defaultValues: toFormValues(gallery),
  });
  const editor = useContentEditor({
    config,
    record: gallery,
    form,
    fieldNames,
    toFormValues,
    nameOf: (saved) => saved.title,
    deleteOptions: gallery?.photos.length
      ? {
          details: (
            <Typography variant="body2">Its {gallery.photos.length} photos are removed with it.</Typography>
          ),
          query: () => '',
        }
      : undefined,
  });
  const tagChoices = toTagChoices(options.data);
  const { control } = form;
  // My Library and an article's gallery are not deleted here (spec part 2 §8).
  const state = gallery?.isMyLibrary || gallery?.article ? { ...editor, deletion: undefined } : editor;

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <ContentEditor heading={gallery ? gallery.title : 'New gallery'} formLabel="Gallery" editor={state}>
        {gallery?.isMyLibrary && <Alert severity="info">{galleryMessages.myLibraryUndeletable}</Alert>}
        {gallery?.article && (
          <Alert
            severity="info"
            action={
              <Button
                color="inherit"
                component={RouterLink}
                to={`/portal/articles/all/${gallery.article.id}`}
              >
                Open the article
              </Button>
            }
          >
            {galleryMessages.articleGalleryUndeletable(gallery.article.title)} It is shown and hidden with the
            article.
          </Alert>
        )}
        <FieldGrid>
          <FormTextField control={control} name="title" label="Title" required />
          <PublishToggle control={control} name="published" />
          <FormTextField
            control={control}
            name="timeOfGallery"
            label="Date and time"
            type="datetime-local"
            slotProps={{ inputLabel: { shrink: true } }}
            helperText={gallery ? "Your team's local time" : "Your team's local time; empty means now"}
          />
          <FormSelectField
            control={control}
            name="seasonId"
            label="Season"
            options={recordOptions(options.data?.seasons, 'None')}
          />
        </FieldGrid>
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <GalleryTagPicker
              choices={tagChoices}
              value={field.value ?? []}
              onChange={field.onChange}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ?? 'Players, coaches, games, events and articles in this gallery'
              }
            />
          )}
        />
      </ContentEditor>
      {gallery ? (
        <GalleryPhotos config={config} gallery={gallery} tagChoices={tagChoices} />
      ) : (
        <Typography color="text.secondary">Save the gallery first, then add up to 20 photos.</Typography>
      )}
    </Box>
  );
}
