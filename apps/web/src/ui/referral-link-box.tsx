import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { showErrorToast, showSuccessToast } from './toasts.ts';

/** The address a referred team opens: /{referralId} redirects to sign-up with the referral filled in. */
function buildReferralLink(referralId: string, origin = window.location.origin): string {
  return `${origin}/${encodeURIComponent(referralId)}`;
}

/** Read-only field with the team's referral link and a copy button. */
export function ReferralLinkBox({ referralId }: { referralId: string }) {
  const link = buildReferralLink(referralId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSuccessToast('Referral link copied');
    } catch {
      showErrorToast('Could not copy automatically: select the link and copy it.');
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
      <TextField
        label="Your referral link"
        value={link}
        slotProps={{ htmlInput: { readOnly: true }, input: { sx: { fontFamily: 'monospace' } } }}
        onFocus={(e) => e.target.select()}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyIcon />}
        onClick={copy}
        sx={{ flexShrink: 0, mt: { sm: 1 } }}
      >
        Copy link
      </Button>
    </Box>
  );
}
