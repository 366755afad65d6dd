import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  formatArchiveSize,
  privateDemoRefusal,
  type TeamExportView,
  teamExportKeepDays,
} from '@sideline/domain';
import { useId, useState } from 'react';
import { isApiError } from '../../../ui/api-client.ts';
import { LoadErrorAlert } from '../../../ui/load-error-alert.tsx';
import { useTeamSession } from '../../../ui/session/session-api.ts';
import { useTeamDates } from '../../../ui/team-dates.ts';
import { useImportTeam, useRequestExport, useTeamData } from './settings-api.ts';

/**
 * Settings > Admin, "Your team's data" (decision 032): Download everything (the worker builds a ZIP,
 * progress shown while it does, a mail when ready) and the import of such an archive as a new team.
 */
export function TeamDataSection() {
  const dates = useTeamDates();
  const status = useTeamData();
  const requestExport = useRequestExport();
  const latest = status.data?.latestExport ?? null;
  const isBuilding = latest?.status === 'queued' || latest?.status === 'running';
  const closure = status.data?.closure ?? null;

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, gridColumn: { md: '1 / -1' } }}
      component="section"
      aria-labelledby="team-data-title"
    >
      <Typography variant="h6" component="h2" id="team-data-title">
        Your team's data
      </Typography>
      {closure && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          Your website closed on {dates.date(closure.closedAt)}. Everything your team keeps here stays
          retrievable until {dates.date(closure.deletionAt)}, then it is deleted with every file. Download
          everything before that date.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 2 }}>
        <Box component="section" aria-labelledby="download-title">
          <Typography variant="subtitle1" component="h3" id="download-title" sx={{ fontWeight: 600 }}>
            Download everything
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            A ZIP of every record your team keeps on Sideline (one JSON file per table, described in its
            README) and every file: pictures, documents, form uploads. We prepare it in the background and
            mail you when it is ready; it is kept for {teamExportKeepDays} days.
          </Typography>
          {status.isError && (
            <LoadErrorAlert message="We could not load your exports." onRetry={status.refetch} />
          )}
          {latest && <ExportProgress latest={latest} />}
          <Button
            variant={latest?.status === 'ready' ? 'outlined' : 'contained'}
            loading={requestExport.isPending}
            disabled={isBuilding || status.isPending}
            onClick={() => requestExport.mutate()}
            sx={{ mt: 2 }}
          >
            {latest?.status === 'ready' ? 'Prepare a new download' : 'Download everything'}
          </Button>
        </Box>
        <ImportTeam />
      </Box>
    </Paper>
  );
}

function ExportProgress({ latest }: { latest: TeamExportView }) {
  const dates = useTeamDates();
  if (latest.status === 'queued' || latest.status === 'running') {
    return (
      <Box role="status" aria-live="polite">
        <Typography variant="body2" sx={{ mb: 1 }}>
          Preparing your download: {latest.step || 'waiting'} ({latest.progress}%)
        </Typography>
        <LinearProgress variant="determinate" value={latest.progress} aria-label="Download preparation" />
      </Box>
    );
  }
  if (latest.status === 'ready' && latest.downloadUrl) {
    return (
      <Alert severity="success" role="status">
        Your download is ready ({formatArchiveSize(latest.sizeBytes ?? 0)}).{' '}
        <Link href={latest.downloadUrl} download sx={{ fontWeight: 600 }}>
          Download the archive
        </Link>
        {latest.expiresAt && <> — kept until {dates.date(latest.expiresAt)}.</>}
      </Alert>
    );
  }
  if (latest.status === 'failed') return <Alert severity="error">{latest.error}</Alert>;
  return (
    <Alert severity="info">
      Your last download
      {latest.expiresAt ? ` was deleted on ${dates.date(latest.expiresAt)}` : ' was deleted'}. Prepare a new
      one when you need it.
    </Alert>
  );
}

function ImportTeam() {
  const { team } = useTeamSession();
  const importTeam = useImportTeam();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const refusal = importTeam.error && isApiError(importTeam.error) ? importTeam.error.message : null;

  return (
    <Box
      component="form"
      aria-labelledby="import-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (file) importTeam.mutate(file);
      }}
    >
      <Typography variant="subtitle1" component="h3" id="import-title" sx={{ fontWeight: 600 }}>
        Import a team
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        Makes a new team of your organization from a "Download everything" archive: its records, website and
        files. Agreements, subscriptions, orders and the payment account are not imported; the new team starts
        unpublished.
      </Typography>
      {team.privateDemoExpiresAt ? (
        <Alert severity="info">{privateDemoRefusal('teamImport')}</Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <label htmlFor={inputId}>
              <Typography component="span" variant="body2" sx={{ display: 'block', mb: 0.5 }}>
                Archive (ZIP)
              </Typography>
              <input
                id={inputId}
                type="file"
                accept=".zip,application/zip"
                onChange={(event) => {
                  importTeam.reset();
                  setFile(event.target.files?.[0] ?? null);
                }}
              />
            </label>
            <Button type="submit" variant="contained" disabled={!file} loading={importTeam.isPending}>
              Import as a new team
            </Button>
          </Box>
          {refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {refusal}
            </Alert>
          )}
          {importTeam.isError && !refusal && (
            <Alert severity="error" sx={{ mt: 2 }}>
              The import could not be finished. Please try again.
            </Alert>
          )}
          {importTeam.data && (
            <Alert severity="success" sx={{ mt: 2 }} role="status">
              <strong>{importTeam.data.teamName}</strong> was made from the archive:{' '}
              {Object.values(importTeam.data.importedRows).reduce((sum, n) => sum + n, 0)} records and{' '}
              {importTeam.data.importedFiles} files. Its site (not published) is at{' '}
              <Link href={importTeam.data.sitePath}>{importTeam.data.sitePath}</Link>.
            </Alert>
          )}
        </>
      )}
    </Box>
  );
}
