import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatDollars,
  publicPaths,
  referralInviteLabel,
  referralRewardCents,
  referralsPortalPath,
} from '@sideline/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ReferralLinkBox } from '../../ui/referral-link-box.tsx';

export function ReferralInviteDialog({
  referralId,
  open,
  onClose,
}: {
  referralId: string;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{referralInviteLabel}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2.5 }}>
          Share this link with another club team. When they become a paying subscriber, your team gets{' '}
          {formatDollars(referralRewardCents)}.{' '}
          <Link href={publicPaths.referralTerms} onClick={onClose}>
            Referral terms
          </Link>
          {' · '}
          <Link component={RouterLink} to={referralsPortalPath} onClick={onClose}>
            Teams you referred
          </Link>
        </Typography>
        <ReferralLinkBox referralId={referralId} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Done</Button>
      </DialogActions>
    </Dialog>
  );
}
