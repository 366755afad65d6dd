import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/** A settings screen's part: an outlined panel named by its h2 (a landmark for screen readers). */
export function TitledSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={titleId} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
