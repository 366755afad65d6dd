import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type DoorSession, scanAccessOpenSchema, scanMessages } from '@sideline/domain';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router';
import { apiGet, apiPost, isApiError } from '../../../ui/api-client.ts';
import { FormTextField } from '../../../ui/form-fields.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { SidelineLogo } from '../../../ui/sideline-logo.tsx';
import { mainContentId } from '../../../ui/skip-link.tsx';
import { brand } from '../../../ui/theme.ts';
import { CameraReader, CodeReader, DeviceNameForm, DoorScanner } from './door-pages.tsx';
import { doorStore } from './door-store.ts';
import { useScannerServiceWorker } from './scanner-service-worker.ts';
import { useDoor, volunteerScannerApi } from './use-door.ts';

/** Where the volunteers' pages are served and cached by the scanner's service worker. */
const volunteerScope = '/scan/';

type DoorView =
  | { kind: 'checking' }
  | { kind: 'pin'; notice?: string }
  | { kind: 'refused'; message: string }
  | { kind: 'open'; session: DoorSession };

/**
 * The session this link opened on this phone, kept so the scanner opens with no signal too (the
 * cookie alone cannot be read, and the server cannot be asked offline).
 */
const storedSession = {
  key: (token: string) => `sideline-door-session:${token}`,
  read(token: string): DoorSession | null {
    const text = localStorage.getItem(this.key(token));
    return text ? (JSON.parse(text) as DoorSession) : null;
  },
  save(token: string, session: DoorSession) {
    localStorage.setItem(this.key(token), JSON.stringify(session));
  },
  forget(token: string) {
    localStorage.removeItem(this.key(token));
  },
};

const isRefusal = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

/**
 * The volunteer's door for one link: asks the server whether the session this phone opened is
 * still good; with no answer (no signal), trusts the stored one, since the scanner works offline.
 */
function useVolunteerDoor(token: string) {
  const [view, setView] = useState<DoorView>(() =>
    storedSession.read(token) ? { kind: 'checking' } : { kind: 'pin' },
  );

  useEffect(() => {
    const stored = storedSession.read(token);
    if (!stored) {
      setView({ kind: 'pin' });
      return;
    }
    let isCurrent = true;
    apiGet<DoorSession>('/api/door/session').then(
      (session) => {
        if (!isCurrent) return;
        // The cookie may belong to another link opened since on this phone.
        if (session.ticketId !== stored.ticketId) {
          storedSession.forget(token);
          setView({ kind: 'pin' });
          return;
        }
        storedSession.save(token, session);
        setView({ kind: 'open', session });
      },
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status >= 400 && error.status < 500) {
          storedSession.forget(token);
          setView(isRefusal(error) ? { kind: 'refused', message: error.message } : { kind: 'pin' });
          return;
        }
        setView({ kind: 'open', session: stored });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [token]);

  const opened = useCallback(
    (session: DoorSession) => {
      storedSession.save(token, session);
      setView({ kind: 'open', session });
    },
    [token],
  );
  const refused = useCallback(
    (message: string) => {
      storedSession.forget(token);
      setView({ kind: 'refused', message });
    },
    [token],
  );
  const closed = useCallback(
    (notice: string) => {
      storedSession.forget(token);
      setView({ kind: 'pin', notice });
    },
    [token],
  );
  return { view, opened, refused, closed };
}

/** The 6-digit PIN that came with the link; a refused link is said in words instead. */
export function PinForm({
  token,
  notice,
  onOpened,
  onRefused,
}: {
  token: string;
  notice?: string;
  onOpened: (session: DoorSession) => void;
  onRefused: (message: string) => void;
}) {
  const [failure, setFailure] = useState('');
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver: zodResolver(scanAccessOpenSchema),
    defaultValues: { token, pin: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFailure('');
    try {
      onOpened(await apiPost<DoorSession>('/api/door/open', values));
    } catch (error) {
      setValue('pin', '');
      const pinError = isApiError(error) ? error.fields.pin : undefined;
      // The last wrong PIN locks the link: from then on there is nothing left to type.
      if (pinError === scanMessages.accessLocked) onRefused(pinError);
      else if (pinError) setError('pin', { type: 'server', message: pinError });
      else if (isRefusal(error)) onRefused((error as Error).message);
      else setFailure(isApiError(error) ? error.message : String(error));
    }
  });
  return (
    <Stack
      component="form"
      aria-label="Open the scanner"
      spacing={2}
      onSubmit={submit}
      noValidate
      sx={{ maxWidth: 360 }}
    >
      {notice && <Alert severity="info">{notice}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <FormTextField
        control={control}
        name="pin"
        label="PIN"
        autoFocus
        autoComplete="one-time-code"
        helperText="The 6 digits the team gave you with this link"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
          Open the scanner
        </Button>
      </Box>
    </Stack>
  );
}

/** The scanner of the link's one event: the same door as /portal/scanticket, through /api/door. */
function VolunteerScanner({
  session,
  onClosed,
  onRefused,
}: {
  session: DoorSession;
  onClosed: (notice: string) => void;
  onRefused: (message: string) => void;
}) {
  const door = useDoor(session.ticketId, volunteerScannerApi);
  const { bundle, device, refusal } = door.state;
  // The session ended on the server (link withdrawn, expired): the PIN again, which then says why.
  // Scans still queued stay on the phone and sync once the door is open again.
  useEffect(() => {
    if (refusal) (refusal.status === 401 ? onClosed : onRefused)(refusal.message);
  }, [refusal, onClosed, onRefused]);
  const [closeProblem, setCloseProblem] = useState('');
  const scan = (text: string) => void door.scan(text);

  const close = async () => {
    setCloseProblem('');
    await door.sync();
    // Closing signs this phone out of the door: scans still queued could never sync after it.
    const waiting = (await doorStore.queue(session.ticketId)).length;
    if (waiting > 0) {
      setCloseProblem(scanMessages.scansWaiting(waiting));
      return;
    }
    try {
      await apiPost('/api/door/close');
      onClosed(scanMessages.doorClosed);
    } catch (error) {
      setCloseProblem(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <PortalPage
      section="Scan tickets"
      title={session.admitsTo}
      description={`${session.label}${device ? ` · ${device.name}` : ''}`}
      actions={
        <Button variant="outlined" onClick={() => void close()}>
          Close this door
        </Button>
      }
    >
      <Stack spacing={2.5}>
        {closeProblem && <Alert severity="warning">{closeProblem}</Alert>}
        {!door.isLoaded ? null : bundle && device ? (
          <DoorScanner
            door={door}
            reader={
              <Stack spacing={2}>
                <CameraReader
                  onRead={scan}
                  unavailableHint="The camera is not available. Allow camera access, or type the code below."
                />
                <CodeReader onRead={scan} />
              </Stack>
            }
          />
        ) : (
          <DeviceNameForm onSetUp={(name) => door.setUp(session.ticketId, name)} />
        )}
      </Stack>
    </PortalPage>
  );
}

/**
 * /scan/{token}: the door volunteer's page (issue 23). No account and no portal around it: the
 * link's PIN opens a door session (a cookie only /api/door receives) for one event's scanner.
 */
export function VolunteerDoorPage() {
  const { token = '' } = useParams();
  const { view, opened, refused, closed } = useVolunteerDoor(token);
  useScannerServiceWorker(volunteerScope);
  return (
    <>
      <Box component="header" sx={{ bgcolor: brand.pitchDark, color: '#fff', px: { xs: 2, sm: 3 }, py: 1.5 }}>
        <SidelineLogo size={28} />
      </Box>
      <Box component="main" id={mainContentId}>
        {view.kind === 'open' ? (
          <VolunteerScanner session={view.session} onClosed={closed} onRefused={refused} />
        ) : (
          <PortalPage
            section="Scan tickets"
            title="Check tickets in at the door"
            description="This link opens the ticket scanner of one event."
          >
            {view.kind === 'pin' && (
              <PinForm token={token} notice={view.notice} onOpened={opened} onRefused={refused} />
            )}
            {view.kind === 'refused' && <Alert severity="error">{view.message}</Alert>}
          </PortalPage>
        )}
      </Box>
    </>
  );
}
