import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import {
  type GameSheetView,
  gameMessages,
  gameStatsClosedHint,
  gameStatusLabels,
  itemAt,
  listPeriodCodes,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { isApiError } from '../../../ui/api-client.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useGameSheet, useSheetOperation } from './game-sheet-api.ts';
import { sheetTabsOf } from './sheet-lists.ts';
import { EntryListPanel, GroupTallyPanel, type Operate, TallyPanel } from './sheet-panels.tsx';

/** /portal/seasons/gamesheet/:id: a game's statistics, entered live from the bench. */
export function GameSheetPage() {
  const { id = '' } = useParams();
  const sheet = useGameSheet(id);
  if (sheet.isPending) return <LoadingSpinner />;
  if (!sheet.data) {
    return (
      <PortalPage section="Seasons & Games" title="Game sheet">
        <LoadErrorAlert
          message={
            isApiError(sheet.error) && sheet.error.status === 404
              ? gameMessages.notFound
              : gameMessages.fetchOneFailed
          }
          onRetry={() => void sheet.refetch()}
        />
      </PortalPage>
    );
  }
  return <GameSheet view={sheet.data} />;
}

/** "Us 2 – 1 Bay State", home side first as the scoreboard shows it. */
function Scoreboard({ view }: { view: GameSheetView }) {
  const us = { name: 'Us', score: view.score.us };
  const them = { name: view.game.opponentName || 'Them', score: view.score.them };
  const [home, away] = view.game.homeGame ? [us, them] : [them, us];
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        mb: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        justifyContent: 'space-between',
      }}
    >
      <Box
        aria-live="polite"
        sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, fontVariantNumeric: 'tabular-nums' }}
      >
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {home.name}
        </Typography>
        <Typography component="span" variant="h4" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {home.score}
          <Box component="span" aria-hidden="true" sx={{ mx: 1 }}>
            –
          </Box>
          {away.score}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {away.name}
        </Typography>
      </Box>
      <Chip
        label={gameStatusLabels[view.game.status]}
        color={view.game.status === 'inprogress' ? 'error' : 'default'}
        variant={view.game.status === 'inprogress' ? 'filled' : 'outlined'}
      />
    </Paper>
  );
}

function GameSheet({ view }: { view: GameSheetView }) {
  const tabs = sheetTabsOf(view.game.sport, { bodyChecks: view.game.bodyChecks });
  const [tabIndex, setTabIndex] = useState(0);
  const [lastPeriod, setLastPeriod] = useState<string>(() => itemAt(listPeriodCodes(view.game.sport), 0));
  const operation = useSheetOperation(view.game.id);
  const operate: Operate = (op) => operation.mutateAsync(op);
  const tabsId = useId();
  const tab = itemAt(tabs, tabIndex);
  const editorPath = `/portal/seasons/games/${encodeURIComponent(view.game.id)}`;

  return (
    <PortalPage
      section="Seasons & Games"
      title={view.game.title}
      description="Each entry saves at once, and what another admin enters shows here within seconds."
      actions={
        <Button component={RouterLink} to={editorPath} startIcon={<ArrowBackIcon />}>
          Back to the game
        </Button>
      }
    >
      <Scoreboard view={view} />
      {!view.isOpen && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {gameStatsClosedHint}
        </Alert>
      )}
      <Tabs
        value={tabIndex}
        onChange={(_event, index: number) => setTabIndex(index)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Game sheet"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((t, index) => (
          <Tab
            key={t.label}
            label={t.label}
            id={`${tabsId}-tab-${index}`}
            aria-controls={`${tabsId}-panel-${index}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${tabsId}-panel-${tabIndex}`}
        aria-labelledby={`${tabsId}-tab-${tabIndex}`}
        // minmax(0, 1fr): wide tally tables scroll inside their panel instead of widening the page.
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}
      >
        {tab.kind === 'entries' &&
          tab.lists.map((config) => (
            <EntryListPanel
              key={config.list}
              config={config}
              view={view}
              operate={operate}
              isOpen={view.isOpen}
              lastPeriod={lastPeriod}
              onPeriodUsed={setLastPeriod}
            />
          ))}
        {tab.kind === 'tallies' &&
          tab.tallies.map((config) => (
            <TallyPanel
              key={config.list}
              config={config}
              view={view}
              operate={operate}
              isOpen={view.isOpen}
            />
          ))}
        {tab.kind === 'groups' && <GroupTallyPanel view={view} operate={operate} isOpen={view.isOpen} />}
      </Box>
    </PortalPage>
  );
}
