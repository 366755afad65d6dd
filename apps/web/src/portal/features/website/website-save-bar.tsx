import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * The bar at the foot of a Website editor form: it stays in view while the form scrolls, says
 * when there are unsaved changes (a live status) and holds the Save button.
 */
export function WebsiteSaveBar({ isDirty, isSaving }: { isDirty: boolean; isSaving: boolean }) {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 1,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        justifyContent: 'flex-end',
        py: 1.5,
        bgcolor: 'background.default',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography role="status" color="text.secondary" sx={{ flex: 1 }}>
        {isDirty ? 'You have unsaved changes' : ''}
      </Typography>
      <Button type="submit" variant="contained" size="large" loading={isSaving}>
        Save
      </Button>
    </Box>
  );
}
