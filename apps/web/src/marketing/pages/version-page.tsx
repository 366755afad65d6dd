import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { portalChangelog, portalVersion } from '@sideline/domain';
import { PageBody, PageHeader } from '../components/page-header.tsx';

export function VersionPage() {
  return (
    <>
      <PageHeader eyebrow="Portal version" title={portalVersion} documentTitle="Version" maxWidth={760}>
        The Sideline portal you are using is version {portalVersion}.
      </PageHeader>
      <PageBody maxWidth={760}>
        <Typography variant="h4" component="h2" sx={{ mb: 3 }}>
          Milestones
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {portalChangelog.map((entry) => (
            <Paper
              component="li"
              key={entry.version}
              variant="outlined"
              sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center' }}
            >
              <Chip label={entry.version} color="primary" sx={{ fontWeight: 800, minWidth: 72 }} />
              <Typography>{entry.summary}</Typography>
            </Paper>
          ))}
        </Box>
      </PageBody>
    </>
  );
}
