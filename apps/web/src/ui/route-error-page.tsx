import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { chunkReloadKey } from './import-with-reload.ts';

/** Shown when a page fails to render, including a code chunk that failed twice (spec part 1 §4). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <Box component="main" sx={{ maxWidth: 560, mx: 'auto', my: 10, px: 3, textAlign: 'center' }}>
      <Typography variant="h2" component="h1" gutterBottom>
        This page did not load
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Something went wrong while opening this page. Reloading usually fixes it; if it keeps happening,
        contact us and tell us what you were doing.
      </Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3, fontFamily: 'monospace' }}>
          {detail}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center' }}>
        <Button
          variant="contained"
          onClick={() => {
            window.localStorage.removeItem(chunkReloadKey);
            window.location.reload();
          }}
        >
          Reload the page
        </Button>
        <Button variant="outlined" href="/" component="a">
          Go to the home page
        </Button>
      </Box>
    </Box>
  );
}
