/**
 * The frame of a portal content section (opponents, leagues, seasons, sponsors, staff, roster...):
 * a master-detail page built on the API of registerContentSectionRoutes (server) and the shared
 * list schemas of the domain (content-list.ts).
 *
 * Mount it under the section's path with a splat, so its nested routes see the rest:
 *
 *   <Route path="opponents/*" element={<OpponentsPage />} />
 *
 *   const opponentsSection: ContentSectionConfig = {
 *     key: 'opponents', apiPath: '/api/opponents', basePath: '/portal/opponents',
 *     entity: 'opponent', singular: 'opponent', messages: opponentMessages,
 *   };
 *   <ContentSectionPage config={opponentsSection} section="Opponents" title="Opponents"
 *     listLabel="Opponents" newLabel="New opponent" description="..."
 *     renderEditor={(record: Opponent | null) => <OpponentForm record={record} />} />
 *
 * Routes: {basePath} shows the list and, beside it, the spec's empty-state prompt
 * (messages.selectPrompt); {basePath}/:id loads the record (GET {apiPath}/:id) and renders
 * `renderEditor(record)`, keyed by id; {basePath}/{add|new|create}{entity} renders
 * `renderEditor(null)`; an unknown id toasts messages.notFound and goes back to the list. On a
 * phone (below md) the list and the detail stack: the detail is its own screen with a back link.
 *
 * The editor is a react-hook-form form of the section's domain schema, using
 * `useContentEditor` (save/create/delete, toasts, field messages, unsaved-changes prompt) and
 * `<ContentEditor>` (heading, fields, save bar, Delete with its confirm dialog); `PublishToggle`
 * binds a `published` field. Exports for sections: see index.ts.
 */
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { creationPath, isCreationPathWord } from '@sideline/domain';
import { type ReactNode, useEffect } from 'react';
import { Navigate, Route, Link as RouterLink, Routes, useMatch, useParams } from 'react-router';
import { EmptyState } from '../empty-state.tsx';
import { LoadErrorAlert } from '../load-error-alert.tsx';
import { LoadingSpinner } from '../loading-spinner.tsx';
import { PortalPage } from '../portal-page.tsx';
import { showErrorToast } from '../toasts.ts';
import { ContentListPane } from './content-list-pane.tsx';
import { type ContentSectionConfig, isNotFoundError, useContentRecord } from './content-section-api.ts';

export interface ContentSectionPageProps<Record> {
  config: ContentSectionConfig;
  /** The side-menu section, shown small above the title. */
  section: string;
  title: string;
  description?: ReactNode;
  /** Names the list and its search: "Opponents". */
  listLabel: string;
  /** The create button: "New opponent". */
  newLabel: string;
  /** Shown under the empty-state prompt. */
  hint?: ReactNode;
  /** Further page actions before the create button (ContentOrderButton). */
  actions?: ReactNode;
  /** Above the list and detail: links to the section's other halves (SectionTabs). */
  tabs?: ReactNode;
  renderEditor: (record: Record | null) => ReactNode;
}

export function ContentSectionPage<Record>({
  config,
  section,
  title,
  description,
  listLabel,
  newLabel,
  hint,
  actions,
  tabs,
  renderEditor,
}: ContentSectionPageProps<Record>) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('md'));
  const detailMatch = useMatch(`${config.basePath}/:id`);
  const detailId = detailMatch?.params.id ?? null;
  const selectedId = detailId && !isCreationPathWord(detailId, config.entity) ? detailId : null;
  const showList = !isPhone || !detailId;
  const showDetail = !isPhone || Boolean(detailId);

  return (
    <PortalPage
      section={section}
      title={title}
      description={description}
      actions={
        <>
          {actions}
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            href={creationPath(config.basePath, config.entity)}
          >
            {newLabel}
          </Button>
        </>
      }
    >
      {tabs}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          // minmax(0, …): a long title wraps instead of widening the page on a phone.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(260px, 340px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        {showList && (
          <Paper
            variant="outlined"
            sx={{
              p: 2,
              display: 'flex',
              flexDirection: 'column',
              // The list scrolls inside its pane beside a long form on a desktop.
              maxHeight: { md: 'calc(100vh - 220px)' },
              position: { md: 'sticky' },
              top: { md: 16 },
            }}
          >
            <ContentListPane config={config} listLabel={listLabel} selectedId={selectedId} />
          </Paper>
        )}
        {showDetail && (
          <Box sx={{ minWidth: 0 }}>
            {isPhone && (
              <Button
                component={RouterLink}
                to={config.basePath}
                startIcon={<ArrowBackIcon />}
                sx={{ mb: 1 }}
              >
                Back to {listLabel.toLowerCase()}
              </Button>
            )}
            <Routes>
              <Route index element={<EmptyState prompt={config.messages.selectPrompt} hint={hint} />} />
              <Route
                path=":id"
                element={<ContentDetailRoute config={config} renderEditor={renderEditor} />}
              />
              <Route path="*" element={<Navigate to={config.basePath} replace />} />
            </Routes>
          </Box>
        )}
      </Box>
    </PortalPage>
  );
}

function ContentDetailRoute<Record>({
  config,
  renderEditor,
}: {
  config: ContentSectionConfig;
  renderEditor: (record: Record | null) => ReactNode;
}) {
  const { id = '' } = useParams();
  if (isCreationPathWord(id, config.entity)) return <Box key="new">{renderEditor(null)}</Box>;
  return <ContentRecordLoader key={id} config={config} id={id} renderEditor={renderEditor} />;
}

function ContentRecordLoader<Record>({
  config,
  id,
  renderEditor,
}: {
  config: ContentSectionConfig;
  id: string;
  renderEditor: (record: Record | null) => ReactNode;
}) {
  const record = useContentRecord<Record>(config, id);
  const isNotFound = record.isError && isNotFoundError(record.error);

  useEffect(() => {
    if (!record.isError) return;
    showErrorToast(isNotFound ? config.messages.notFound : config.messages.fetchOneFailed);
  }, [record.isError, isNotFound, config.messages]);

  if (isNotFound) return <Navigate to={config.basePath} replace />;
  if (record.isError)
    return <LoadErrorAlert message={config.messages.fetchOneFailed} onRetry={() => void record.refetch()} />;
  if (record.isPending) return <LoadingSpinner label={`Loading the ${config.singular}`} />;
  return <>{renderEditor(record.data)}</>;
}
