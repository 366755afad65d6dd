import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of a Website editor page (a `section` named by its heading). */
export function WebsiteFormSection({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" id={id}>
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {hint}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 2.5, mt: 2.5 }}>{children}</Box>
    </Paper>
  );
}
