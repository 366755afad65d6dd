import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import {
  type AnalyticsInterval,
  analyticsIntervals,
  buildCsv,
  formatCents,
  type StoreAnalytics,
  type WebsiteAnalytics,
} from '@sideline/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { isApiError } from '../../../ui/api-client.ts';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { type AnalyticsRange, useStoreAnalytics, useWebsiteAnalytics } from './analytics-api.ts';

/** A table's columns: heading, and the cell text of a row. */
type Columns<Row> = [heading: string, cell: (row: Row) => string][];

/** Downloads rows as a CSV file, the same cells the table shows. */
function CsvButton<Row>({ name, columns, rows }: { name: string; columns: Columns<Row>; rows: Row[] }) {
  const download = () => {
    const csv = buildCsv([
      columns.map(([heading]) => heading),
      ...rows.map((row) => columns.map(([, cell]) => cell(row))),
    ]);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `${name}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Button size="small" startIcon={<DownloadIcon />} onClick={download} disabled={rows.length === 0}>
      CSV
    </Button>
  );
}

/** A titled card: optional chart, then the table of the same figures, and its CSV export. */
function FigureCard<Row>({
  title,
  file,
  columns,
  rows,
  chart,
  empty,
}: {
  title: string;
  file: string;
  columns: Columns<Row>;
  rows: Row[];
  chart?: ReactNode;
  empty: string;
}) {
  const id = `figure-${file}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" id={id}>
          {title}
        </Typography>
        <CsvButton name={file} columns={columns} rows={rows} />
      </Box>
      {rows.length > 0 && chart}
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer sx={{ maxHeight: 360 }}>
          <Table size="small" aria-labelledby={id}>
            <TableHead>
              <TableRow>
                {columns.map(([heading], index) => (
                  <TableCell key={heading} align={index === 0 ? 'left' : 'right'}>
                    {heading}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row, rowIndex) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows are figures in a fixed order
                <TableRow key={rowIndex}>
                  {columns.map(([heading, cell], index) => (
                    <TableCell key={heading} align={index === 0 ? 'left' : 'right'}>
                      {cell(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

const intervalLabels: Record<AnalyticsInterval, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** From and to dates (empty: the last 30 days) and day / week / month. */
function RangeControls({
  range,
  shown,
  onChange,
}: {
  range: AnalyticsRange;
  /** The range the figures cover (the server's default, the last 30 days, until one is chosen). */
  shown: { from: string; to: string } | undefined;
  onChange(range: AnalyticsRange): void;
}) {
  const dateWidth = { width: { xs: 'calc(50% - 8px)', sm: 180 } };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}>
      <TextField
        label="From"
        type="date"
        size="small"
        fullWidth={false}
        sx={dateWidth}
        value={range.from || shown?.from || ''}
        onChange={(event) => onChange({ ...range, from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="To"
        type="date"
        size="small"
        fullWidth={false}
        sx={dateWidth}
        value={range.to || shown?.to || ''}
        onChange={(event) => onChange({ ...range, to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Group by"
        value={range.interval}
        onChange={(_event, interval: AnalyticsInterval | null) =>
          interval && onChange({ ...range, interval })
        }
      >
        {analyticsIntervals.map((interval) => (
          <ToggleButton key={interval} value={interval}>
            {intervalLabels[interval]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

function Totals({ items }: { items: [label: string, value: string][] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${items.length}, 1fr)` },
        m: 0,
        mb: 3,
      }}
    >
      {items.map(([label, value]) => (
        <Paper key={label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 30, fontWeight: 900, color: 'primary.dark' }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The query's error in words: a range the server refused names what to change. */
function ErrorAlert({ error }: { error: unknown }) {
  return (
    <Alert severity="error" sx={{ mb: 3 }}>
      {isApiError(error) ? error.message : 'The figures could not be loaded. Refresh the page to try again.'}
    </Alert>
  );
}

/** What an analytics page shows of its figures, in the order the shell lays them out. */
interface AnalyticsLayout {
  totals: [label: string, value: string][];
  /** Said above the charts when the range has nothing to show; null when it has. */
  emptyNotice: string | null;
  /** The figures over time, full width. */
  overTime: ReactNode;
  /** The breakdowns, two to a row on wide screens. */
  breakdowns: ReactNode;
}

/**
 * Both analytics pages: the range controls, the figures of the range (loading, refused or shown
 * as totals, the series over time and the breakdowns), each page saying only what its figures are.
 */
function AnalyticsScreen<Figures extends { from: string; to: string }>({
  title,
  description,
  useFigures,
  layout,
}: {
  title: string;
  description: string;
  useFigures(teamId: string, range: AnalyticsRange): UseQueryResult<Figures>;
  layout(figures: Figures): AnalyticsLayout;
}) {
  const { team } = useTeamSession();
  const [range, setRange] = useState<AnalyticsRange>({ from: '', to: '', interval: 'day' });
  const query = useFigures(team.id, range);
  const shown = query.data === undefined ? null : layout(query.data);
  return (
    <PortalPage section="Analytics" title={title} description={description}>
      <RangeControls range={range} shown={query.data} onChange={setRange} />
      {query.isError && <ErrorAlert error={query.error} />}
      {!shown ? (
        !query.isError && <Skeleton variant="rounded" height={320} />
      ) : (
        <>
          <Totals items={shown.totals} />
          {shown.emptyNotice && (
            <Alert severity="info" sx={{ mb: 3 }}>
              {shown.emptyNotice}
            </Alert>
          )}
          <Box sx={{ mb: 2 }}>{shown.overTime}</Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
            {shown.breakdowns}
          </Box>
        </>
      )}
    </PortalPage>
  );
}

const count = (value: number) => value.toLocaleString('en-US');

type Counted = { views: number; visitors: number };
const countColumns = <Row extends Counted>(first: string, cell: (row: Row) => string): Columns<Row> => [
  [first, cell],
  ['Visitors', (row) => count(row.visitors)],
  ['Page views', (row) => count(row.views)],
];

/** Devices are stored as kinds (`desktop`, `mobile`, `tablet`, `other`); shown as words. */
const deviceOrBrowserLabel = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function websiteLayout(data: WebsiteAnalytics): AnalyticsLayout {
  return {
    totals: [
      ['Visitors', count(data.totals.visitors)],
      ['Page views', count(data.totals.views)],
    ],
    emptyNotice:
      data.totals.views === 0
        ? 'No website visits recorded in this range yet. Visits show here within seconds of happening.'
        : null,
    overTime: (
      <FigureCard
        title="Visitors and page views"
        file={`website-${data.from}-${data.to}-${data.interval}`}
        columns={countColumns('Period', (row: (typeof data.series)[number]) => row.period)}
        rows={data.series}
        empty="No days in this range"
        chart={
          <LineChart
            height={260}
            xAxis={[{ scaleType: 'point', data: data.series.map((row) => row.period) }]}
            yAxis={[{ tickMinStep: 1 }]}
            series={[
              { data: data.series.map((row) => row.visitors), label: 'Visitors' },
              { data: data.series.map((row) => row.views), label: 'Page views' },
            ]}
          />
        }
      />
    ),
    breakdowns: (
      <>
        <FigureCard
          title="Top pages"
          file="top-pages"
          columns={countColumns('Page', (row: (typeof data.topPages)[number]) => row.path)}
          rows={data.topPages}
          empty="No pages viewed yet"
        />
        <FigureCard
          title="Referrers"
          file="referrers"
          columns={countColumns('Referrer', (row: (typeof data.referrers)[number]) => row.host)}
          rows={data.referrers}
          empty="No visitors came from another site yet"
        />
        {(
          [
            ['Devices', 'Device', data.devices],
            ['Browsers', 'Browser', data.browsers],
          ] as const
        ).map(([title, heading, rows]) => (
          <FigureCard
            key={title}
            title={title}
            file={title.toLowerCase()}
            columns={countColumns(heading, (row: (typeof rows)[number]) => deviceOrBrowserLabel(row.name))}
            rows={[...rows]}
            empty="No visitors yet"
            chart={
              <BarChart
                height={200}
                layout="horizontal"
                yAxis={[
                  { scaleType: 'band', data: rows.map((row) => deviceOrBrowserLabel(row.name)), width: 90 },
                ]}
                xAxis={[{ tickMinStep: 1 }]}
                series={[{ data: rows.map((row) => row.visitors), label: 'Visitors' }]}
              />
            }
          />
        ))}
        <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
          Countries are not shown: they could only come from visitors' IP addresses, which Sideline does not
          keep. A visitor is recognised for one day only.
        </Typography>
      </>
    ),
  };
}

function storeLayout(data: StoreAnalytics): AnalyticsLayout {
  return {
    totals: [
      ['Revenue', formatCents(data.totals.revenueCents)],
      ['Fees', formatCents(data.totals.feesCents)],
      ['Net', formatCents(data.totals.netCents)],
      ['Orders', count(data.totals.orders)],
      ['Average order', formatCents(data.totals.averageOrderCents)],
    ],
    emptyNotice: data.totals.orders === 0 ? 'No store sales recorded in this range yet.' : null,
    overTime: (
      <FigureCard
        title="Sales over time"
        file={`store-${data.from}-${data.to}-${data.interval}`}
        columns={[
          ['Period', (row) => row.period],
          ['Orders', (row) => count(row.orders)],
          ['Revenue', (row) => formatCents(row.revenueCents)],
        ]}
        rows={data.series}
        empty="No days in this range"
        chart={
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: data.series.map((row) => row.period) }]}
            series={[
              {
                data: data.series.map((row) => row.revenueCents / 100),
                label: 'Revenue ($)',
                valueFormatter: (value) => (value === null ? '' : formatCents(Math.round(value * 100))),
              },
            ]}
          />
        }
      />
    ),
    breakdowns: (
      <>
        <FigureCard
          title="Top products"
          file="top-products"
          columns={[
            ['Product', (row) => row.name],
            ['Sold', (row) => count(row.quantity)],
            ['Revenue', (row) => formatCents(row.revenueCents)],
          ]}
          rows={data.topProducts}
          empty="No products sold in this range"
        />
        <FigureCard
          title="Ticket sales and check-ins"
          file="tickets"
          columns={[
            ['Ticket', (row) => (row.occasion ? `${row.name} (${row.occasion})` : row.name)],
            ['Sold', (row) => count(row.sold)],
            ['Checked in', (row) => count(row.checkedIn)],
            ['Revenue', (row) => formatCents(row.revenueCents)],
          ]}
          rows={data.tickets}
          empty="No tickets sold in this range"
        />
        <FigureCard
          title="Registrations"
          file="registrations"
          columns={[
            ['Form', (row) => row.name],
            ['Paid', (row) => count(row.count)],
            ['Revenue', (row) => formatCents(row.revenueCents)],
          ]}
          rows={data.registrations}
          empty="No paid registrations in this range"
        />
      </>
    ),
  };
}

export function WebsiteAnalyticsPage() {
  return (
    <AnalyticsScreen
      title="Website analytics"
      description="Visitors of your public site, counted without cookies or tracking scripts. Your own visits while signed in are not counted."
      useFigures={useWebsiteAnalytics}
      layout={websiteLayout}
    />
  );
}

export function StoreAnalyticsPage() {
  return (
    <AnalyticsScreen
      title="Store analytics"
      description="Sales from your store's paid orders: what buyers paid, Sideline's fees and what your team keeps."
      useFigures={useStoreAnalytics}
      layout={storeLayout}
    />
  );
}
