import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Suspense, useId, useState } from 'react';
import { lazyPage } from '../../ui/lazy-page.ts';
import { LoadingSpinner } from '../../ui/loading-spinner.tsx';

// The form's domain check carries the public suffix list (about 80 KB): loaded when the dialog opens.
const DomainInfoForm = lazyPage(() => import('./domain-info-form.tsx'), 'DomainInfoForm');

/** The pricing page's "Ask for your domain": the domain information form in a dialog. */
export function DomainInfoDialog() {
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button variant="outlined" sx={{ mt: 2 }} onClick={() => setOpen(true)}>
        Ask for your domain
      </Button>
      <Dialog open={isOpen} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>Ask for your domain</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            Tell us the domain you would like for your team. We check it, register it and connect it to your
            website, and write back within two business days.
          </DialogContentText>
          <Suspense fallback={<LoadingSpinner />}>
            <DomainInfoForm onSent={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      </Dialog>
    </>
  );
}
