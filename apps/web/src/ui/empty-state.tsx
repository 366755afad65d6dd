import InboxIcon from '@mui/icons-material/Inbox';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  /** The spec's prompt, e.g. "Select one of the players or create a new one". */
  prompt: string;
  hint?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}

/** The empty-state panel of a portal section (spec part 2 §2 prompts). */
export function EmptyState({ prompt, hint, icon, children }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, md: 6 },
        textAlign: 'center',
        borderStyle: 'dashed',
        borderWidth: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        sx={{ color: 'primary.main', opacity: 0.85, mb: 1.5, '& svg': { fontSize: 56 } }}
        aria-hidden="true"
      >
        {icon ?? <InboxIcon />}
      </Box>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {prompt}
      </Typography>
      {hint && (
        <Typography component="div" color="text.secondary" sx={{ mt: 1, maxWidth: 560, mx: 'auto' }}>
          {hint}
        </Typography>
      )}
      {children && <Box sx={{ mt: 3 }}>{children}</Box>}
    </Paper>
  );
}
