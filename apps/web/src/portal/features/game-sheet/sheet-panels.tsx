import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import {
  formatGameClock,
  type GameSheetView,
  getPeriodShortLabel,
  type RugbyStatGroup,
  rugbyStatGroups,
  type StatSheetOperation,
} from '@sideline/domain';
import { useState } from 'react';
import { DeleteConfirmDialog } from '../../../ui/content-section/index.ts';
import { playerOptionLabel, SheetEntryDialog } from './sheet-entry-dialog.tsx';
import type { EntryListConfig, TallyConfig } from './sheet-lists.ts';

type Entry = Record<string, unknown>;
export type Operate = (operation: StatSheetOperation) => Promise<unknown>;

interface PanelProps {
  view: GameSheetView;
  operate: Operate;
  isOpen: boolean;
}

const entriesOf = (view: GameSheetView, list: string) =>
  ((view.sheet as unknown as Record<string, Entry[]>)[list] ?? []) as Entry[];

/** "1st 12:05 · Us · #9 Avery Stone, assist #22 Blake Reyes · Power play". */
function describeEntry(config: EntryListConfig, entry: Entry, view: GameSheetView): string {
  const playerName = (id: unknown) => {
    const player = view.players.find((p) => p.id === id);
    return player ? playerOptionLabel(player) : '';
  };
  const parts: string[] = [];
  for (const field of config.fields) {
    const value = entry[field.name];
    if (field.kind === 'side') parts.push(value === 'us' ? 'Us' : view.game.opponentName || 'Them');
    else if (field.kind === 'period' && value !== 'na')
      parts.push(getPeriodShortLabel(view.game.sport, String(value)));
    else if (field.kind === 'clock' && typeof value === 'number' && value > 0)
      parts.push(`${field.label.replace(/ \(mm:ss\)/, '')} ${formatGameClock(value)}`);
    else if ((field.kind === 'player' || field.kind === 'goalie') && value)
      parts.push(`${field.label}: ${playerName(value)}`);
    else if (field.kind === 'name' && value) parts.push(`${field.label.replace(/ \(.*\)$/, '')}: ${value}`);
    else if (field.kind === 'flag' && value === true) parts.push(field.label);
    else if (
      (field.kind === 'count' || field.kind === 'choice' || field.kind === 'text') &&
      value !== '' &&
      value !== 0
    ) {
      const label = field.options?.find((o) => o.value === value)?.label ?? String(value);
      parts.push(field.kind === 'count' ? `${field.label} ${value}` : label);
    }
  }
  return parts.join(' · ');
}

/** An event list (goals, penalties, tries...), newest first, with add, edit and delete. */
export function EntryListPanel({
  config,
  view,
  operate,
  isOpen,
  lastPeriod,
  onPeriodUsed,
}: PanelProps & {
  config: EntryListConfig;
  lastPeriod: string;
  onPeriodUsed: (period: string) => void;
}) {
  const [editing, setEditing] = useState<{ index: number; entry: Entry } | 'new' | null>(null);
  const [removing, setRemoving] = useState<{ index: number; entry: Entry } | null>(null);
  const entries = entriesOf(view, config.list);
  const indexed = entries.map((entry, index) => ({ entry, index })).reverse();
  const entryName = config.addLabel.replace(/^Add /, '');

  return (
    <Paper variant="outlined" component="section" aria-label={config.title} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h3" sx={{ flex: 1 }}>
          {config.title} ({entries.length})
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<AddIcon />}
          disabled={!isOpen}
          onClick={() => setEditing('new')}
        >
          {config.addLabel}
        </Button>
      </Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary">None recorded yet.</Typography>
      ) : (
        <List dense disablePadding>
          {indexed.map(({ entry, index }) => (
            <ListItem
              key={`${index}-${JSON.stringify(entry)}`}
              divider
              secondaryAction={
                isOpen && (
                  <Box sx={{ display: 'flex' }}>
                    <IconButton
                      aria-label={`Edit ${entryName} ${index + 1}`}
                      onClick={() => setEditing({ index, entry })}
                    >
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton
                      aria-label={`Delete ${entryName} ${index + 1}`}
                      onClick={() => setRemoving({ index, entry })}
                    >
                      <DeleteOutlineIcon />
                    </IconButton>
                  </Box>
                )
              }
              sx={{ pr: 12 }}
            >
              <ListItemText primary={describeEntry(config, entry, view)} />
            </ListItem>
          ))}
        </List>
      )}
      {editing && (
        <SheetEntryDialog
          config={config}
          view={view}
          entry={editing === 'new' ? null : editing.entry}
          lastPeriod={lastPeriod}
          onClose={() => setEditing(null)}
          onSave={async (entry) => {
            await operate(
              editing === 'new'
                ? { op: 'add', list: config.list, entry }
                : { op: 'update', list: config.list, index: editing.index, before: editing.entry, entry },
            );
            if (typeof entry.period === 'string') onPeriodUsed(entry.period);
            setEditing(null);
          }}
        />
      )}
      {removing && (
        <DeleteConfirmDialog
          open
          name={`this ${entryName}`}
          entity={entryName}
          isDeleting={false}
          onClose={() => setRemoving(null)}
          onConfirm={() => {
            void operate({
              op: 'remove',
              list: config.list,
              index: removing.index,
              before: removing.entry,
            }).catch(() => {});
            setRemoving(null);
          }}
        />
      )}
    </Paper>
  );
}

/** A − value + stepper; each press is one operation. */
function Stepper({
  label,
  value,
  isOpen,
  onStep,
}: {
  label: string;
  value: number;
  isOpen: boolean;
  onStep: (by: number) => void;
}) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <IconButton
        aria-label={`One less: ${label}`}
        disabled={!isOpen || value <= 0}
        onClick={() => onStep(-1)}
        size="small"
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        component="span"
        sx={{ minWidth: 28, textAlign: 'center', fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={`One more: ${label}`}
        disabled={!isOpen}
        onClick={() => onStep(1)}
        color="primary"
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}

const tallyTableSx = { '& td, & th': { whiteSpace: 'nowrap', px: 1 } } as const;

/** Per-player tallies (shots, hits, tackles...): a row per player, a stepper per tally. */
export function TallyPanel({ config, view, operate, isOpen }: PanelProps & { config: TallyConfig }) {
  const entries = entriesOf(view, config.list);
  const tallyOf = (playerId: string, column: TallyConfig['columns'][number]) => {
    const match = { playerId, ...column.match };
    const entry = entries.find((e) => Object.entries(match).every(([k, v]) => e[k] === v));
    return Number(entry?.[column.field] ?? 0);
  };
  return (
    <Paper variant="outlined" component="section" aria-label={config.title} sx={{ p: { xs: 1, sm: 2 } }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1, px: 1 }}>
        {config.title}
      </Typography>
      <TableContainer>
        <Table size="small" sx={tallyTableSx}>
          <Box component="caption" sx={visuallyHidden}>
            {config.title} per player
          </Box>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                Player
              </TableCell>
              {config.columns.map((column) => (
                <TableCell key={column.label} component="th" scope="col" align="center">
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {view.players.map((player) => (
              <TableRow key={player.id}>
                <TableCell component="th" scope="row">
                  {playerOptionLabel(player)}
                </TableCell>
                {config.columns.map((column) => (
                  <TableCell key={column.label} align="center">
                    <Stepper
                      label={`${column.label}, ${player.name}`}
                      value={tallyOf(player.id, column)}
                      isOpen={isOpen}
                      onStep={(by) =>
                        void operate({
                          op: 'increment',
                          list: config.list,
                          match: { playerId: player.id, ...column.match },
                          field: column.field,
                          by,
                        }).catch(() => {})
                      }
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

const groupTitles: Record<RugbyStatGroup, string> = {
  offensive: 'Attack',
  defensive: 'Defence',
  kicking: 'Kicking',
  setPlay: 'Set play',
};

/** "metersCarried" → "Meters carried", "possessionPercent" → "Possession %". */
const humanize = (key: string) =>
  key
    .replace('Percent', ' %')
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** Rugby's team stat groups: a stepper per tally for each side. */
export function GroupTallyPanel({ view, operate, isOpen }: PanelProps) {
  if (view.sheet.sport !== 'rugby') return null;
  const sheet = view.sheet;
  const them = view.game.opponentName || 'Them';
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {rugbyStatGroups.map((group) => (
        <Paper
          key={group}
          variant="outlined"
          component="section"
          aria-label={groupTitles[group]}
          sx={{ p: { xs: 1, sm: 2 } }}
        >
          <Typography variant="h6" component="h3" sx={{ mb: 1, px: 1 }}>
            {groupTitles[group]}
          </Typography>
          <TableContainer>
            <Table size="small" sx={tallyTableSx}>
              <Box component="caption" sx={visuallyHidden}>
                {groupTitles[group]} for both teams
              </Box>
              <TableHead>
                <TableRow>
                  <TableCell component="th" scope="col">
                    Tally
                  </TableCell>
                  <TableCell component="th" scope="col" align="center">
                    Us
                  </TableCell>
                  <TableCell component="th" scope="col" align="center">
                    {them}
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {Object.keys(sheet[group].us).map((field) => (
                  <TableRow key={field}>
                    <TableCell component="th" scope="row">
                      {humanize(field)}
                    </TableCell>
                    {(['us', 'them'] as const).map((side) => (
                      <TableCell key={side} align="center">
                        <Stepper
                          label={`${humanize(field)}, ${side === 'us' ? 'us' : them}`}
                          value={(sheet[group][side] as Record<string, number>)[field] ?? 0}
                          isOpen={isOpen}
                          onStep={(by) =>
                            void operate({ op: 'incrementGroup', group, side, field, by }).catch(() => {})
                          }
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      ))}
    </Box>
  );
}
