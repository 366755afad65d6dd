import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { searchResultLengths, truncateForSearchResult } from '@sideline/domain';

/**
 * The team's home page as a search engine lists it: the site's address, the title as the link
 * and the description, each cut where a search result cuts it. Colors are a search page's, on
 * white, whatever the portal's theme.
 */
export function SearchResultPreview({
  siteAddress,
  title,
  description,
}: {
  siteAddress: string;
  title: string;
  description: string;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 2,
        bgcolor: '#ffffff',
        color: '#202124',
        fontFamily: 'Arial, sans-serif',
        overflowWrap: 'anywhere',
      }}
    >
      <Box component="p" sx={{ m: 0, fontSize: 14, lineHeight: '20px', color: '#202124' }}>
        {siteAddress}
      </Box>
      <Typography
        component="p"
        sx={{ m: 0, mt: 0.5, fontSize: 20, lineHeight: '26px', color: '#1a0dab', fontFamily: 'inherit' }}
      >
        {truncateForSearchResult(title, searchResultLengths.title) || 'Your page title'}
      </Typography>
      <Box component="p" sx={{ m: 0, mt: 0.5, fontSize: 14, lineHeight: '22px', color: '#4d5156' }}>
        {truncateForSearchResult(description, searchResultLengths.description) ||
          'Your description shows here.'}
      </Box>
    </Paper>
  );
}
