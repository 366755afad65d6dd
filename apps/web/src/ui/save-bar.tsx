import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * The bar at the foot of an editor form: it stays in view while the form scrolls, says when there
 * are unsaved changes (a live status) and holds the Save button; `children` (a Delete button)
 * stand before Save.
 */
export function SaveBar({
  isDirty,
  isSaving,
  children,
}: {
  isDirty: boolean;
  isSaving: boolean;
  children?: ReactNode;
}) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        alignItems: 'center',
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography role="status" color="text.secondary" sx={{ flex: '1 1 auto', minWidth: 0 }}>
        {isDirty ? 'You have unsaved changes' : ''}
      </Typography>
      {children}
      <Button type="submit" variant="contained" size="large" loading={isSaving}>
        Save
      </Button>
    </Box>
  );
}
