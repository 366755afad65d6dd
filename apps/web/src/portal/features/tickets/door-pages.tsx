import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type ContentListResponse,
  describePossibleDuplicate,
  describeVerdict,
  type ScanVerdict,
  scanMessages,
} from '@sideline/domain';
import { useQuery } from '@tanstack/react-query';
import jsQR from 'jsqr';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { apiGet, isApiError } from '../../../ui/api-client.ts';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { useScannerServiceWorker } from './scanner-service-worker.ts';
import { type Door, type DoorState, useDoor } from './use-door.ts';

const chosenTicketKey = 'sideline-door-ticket';

const verdictColors: Record<ScanVerdict['outcome'], string> = {
  admitted: '#1b7f3b',
  already_used: '#b3261e',
  revoked: '#b3261e',
  wrong_event: '#b3261e',
  unknown: '#b3261e',
  not_yet_valid: '#a15c00',
  expired: '#a15c00',
};

/** One big verdict, readable at arm's length. */
function VerdictPanel({ verdict, timeZone }: { verdict: ScanVerdict | null; timeZone: string }) {
  if (!verdict) return null;
  const words = describeVerdict(verdict, timeZone);
  return (
    <Box
      role="status"
      aria-live="assertive"
      data-outcome={verdict.outcome}
      sx={{
        bgcolor: verdictColors[verdict.outcome],
        color: '#fff',
        borderRadius: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography component="p" sx={{ fontSize: { xs: 44, sm: 56 }, fontWeight: 800, lineHeight: 1.1 }}>
        {words.title}
      </Typography>
      {words.detail && (
        <Typography component="p" sx={{ fontSize: 22, mt: 1 }}>
          {words.detail}
        </Typography>
      )}
    </Box>
  );
}

/** Counts, sync state, possible duplicates and undo, under the verdict. */
function DoorStatus({ state, canUndo, onUndo }: { state: DoorState; canUndo: boolean; onUndo: () => void }) {
  const { bundle } = state;
  if (!bundle) return null;
  return (
    <Stack spacing={1.5}>
      {state.refusal && <Alert severity="error">{state.refusal.message}</Alert>}
      {bundle.possibleDuplicates.map((duplicate) => (
        <Alert severity="warning" key={duplicate.nonce}>
          {describePossibleDuplicate(duplicate, bundle.timeZone)}
        </Alert>
      ))}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0 }}>
        {bundle.tiers.map((tier) => (
          <Box key={tier.id} sx={{ display: 'contents' }}>
            <Typography component="dt">{tier.name}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {state.admittedByTier.get(tier.id) ?? 0} admitted / {tier.sold} sold
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" data-testid="door-sync">
        {state.online ? 'Online' : 'Offline: scans are decided here and sync when the signal is back'}
        {' · '}
        {state.queued === 0 ? 'All scans synced' : `${state.queued} waiting to sync`}
      </Typography>
      <Box>
        <Button variant="outlined" onClick={onUndo} disabled={!canUndo}>
          Undo last check-in
        </Button>
      </Box>
    </Stack>
  );
}

/** Names this device at the door; the caller then downloads what the door needs. */
export function DeviceNameForm({ onSetUp }: { onSetUp: (name: string) => Promise<void> }) {
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(scanMessages.enterDeviceName);
      return;
    }
    try {
      await onSetUp(name.trim());
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : String(failure));
    }
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <TextField
        label="Device name"
        placeholder="Door 1"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={Boolean(error)}
        helperText={error || 'Shown with every check-in made on this device'}
      />
      <Box>
        <Button type="submit" variant="contained" size="large">
          Get ready to scan
        </Button>
      </Box>
    </Stack>
  );
}

/** Chooses the event and names this device; downloads what the door needs while there is a signal. */
function DoorSetup({
  ticketId,
  onChoose,
  onSetUp,
  needsDevice,
}: {
  ticketId: string | null;
  onChoose: (id: string) => void;
  onSetUp: (id: string, name: string) => Promise<void>;
  needsDevice: boolean;
}) {
  const tickets = useQuery({
    queryKey: ['tickets', 'door'],
    queryFn: () => apiGet<ContentListResponse>('/api/tickets?limit=100'),
  });
  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <TextField
        select
        label="Event"
        value={ticketId ?? ''}
        onChange={(e) => onChoose(e.target.value)}
        helperText={tickets.data?.items.length === 0 ? 'No Tickets Found' : ' '}
      >
        {(tickets.data?.items ?? []).map((item) => (
          <MenuItem key={item.id} value={item.id}>
            {item.title} · {item.subtitle}
          </MenuItem>
        ))}
      </TextField>
      {ticketId && needsDevice && <DeviceNameForm onSetUp={(name) => onSetUp(ticketId, name)} />}
    </Stack>
  );
}

function useChosenTicket() {
  // ?ticket={id}: the ticket editor's links open the door of that ticket.
  const [searchParams] = useSearchParams();
  const [ticketId, setTicketId] = useState<string | null>(() => {
    const linked = searchParams.get('ticket');
    if (linked) localStorage.setItem(chosenTicketKey, linked);
    return linked ?? localStorage.getItem(chosenTicketKey);
  });
  const choose = (id: string) => {
    localStorage.setItem(chosenTicketKey, id);
    setTicketId(id);
  };
  return [ticketId, choose] as const;
}

const cameraUnavailable =
  'The camera is not available. Allow camera access, or type the code at Read Ticket.';

/**
 * Reads QR codes from the camera continuously: BarcodeDetector where present, else jsQR.
 * `unavailableHint` says where to type codes instead when there is no camera.
 */
export function CameraReader({
  onRead,
  unavailableHint = cameraUnavailable,
}: {
  onRead: (text: string) => void;
  unavailableHint?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const onReadRef = useRef(onRead);
  onReadRef.current = onRead;
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer = 0;
    let last = { text: '', at: 0 };
    const canvas = document.createElement('canvas');
    const Detector = (
      window as unknown as {
        BarcodeDetector?: new (o: object) => { detect(v: HTMLVideoElement): Promise<{ rawValue: string }[]> };
      }
    ).BarcodeDetector;
    const detector = Detector ? new Detector({ formats: ['qr_code'] }) : null;
    const read = async (): Promise<string | null> => {
      const element = video.current;
      if (!element || element.readyState < 2) return null;
      if (detector) return (await detector.detect(element).catch(() => []))[0]?.rawValue ?? null;
      canvas.width = element.videoWidth;
      canvas.height = element.videoHeight;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) return null;
      context.drawImage(element, 0, 0);
      const image = context.getImageData(0, 0, canvas.width, canvas.height);
      return jsQR(image.data, image.width, image.height)?.data ?? null;
    };
    const tick = async () => {
      const text = await read();
      // The same code held in front of the camera is one scan, not one per frame.
      if (text && (text !== last.text || Date.now() - last.at > 4000)) onReadRef.current(text);
      if (text) last = { text, at: Date.now() };
      timer = window.setTimeout(tick, 200);
    };
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (video.current) {
          video.current.srcObject = media;
          void video.current.play();
        }
        void tick();
      })
      .catch(() => setProblem(unavailableHint));
    return () => {
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [unavailableHint]);
  return (
    <Box>
      {/* Without a camera, a black box would only push the verdict down. */}
      {problem ? (
        <Alert severity="error">{problem}</Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label="Camera view: hold a ticket QR code in front of it"
          // Whole frame, never cropped: a wide strip of a square camera hid the code's edges on a desktop.
          sx={{
            display: 'block',
            width: '100%',
            maxWidth: 480,
            maxHeight: 360,
            mx: 'auto',
            bgcolor: '#000',
            borderRadius: 2,
            objectFit: 'contain',
          }}
        />
      )}
    </Box>
  );
}

/** A set-up door: the reader, then the verdict of the last scan, the counts, sync state and undo. */
export function DoorScanner({ door, reader }: { door: Door; reader: ReactNode }) {
  const { bundle, verdict } = door.state;
  if (!bundle) return null;
  return (
    <>
      {reader}
      <VerdictPanel verdict={verdict} timeZone={bundle.timeZone} />
      <DoorStatus state={door.state} canUndo={door.canUndo} onUndo={() => void door.undoLast()} />
    </>
  );
}

function DoorPage({ title, reader }: { title: string; reader: (scan: (text: string) => void) => ReactNode }) {
  const [ticketId, choose] = useChosenTicket();
  const door = useDoor(ticketId);
  useScannerServiceWorker(useLocation().pathname);
  const { bundle, device } = door.state;
  const ready = Boolean(bundle && device);
  return (
    <PortalPage
      section="Tickets"
      title={title}
      description={
        bundle
          ? `${bundle.ticket.admitsTo}${device ? ` · ${device.name}` : ''}`
          : 'Check tickets in at the door.'
      }
    >
      <Stack spacing={2.5}>
        {!ready && (!ticketId || door.isLoaded) && (
          <DoorSetup ticketId={ticketId} onChoose={choose} onSetUp={door.setUp} needsDevice={!device} />
        )}
        {ready && <DoorScanner door={door} reader={reader((text) => void door.scan(text))} />}
      </Stack>
    </PortalPage>
  );
}

/** /portal/scanticket: the camera reads QR codes continuously. */
export function ScanTicketPage() {
  return <DoorPage title="Scan Ticket" reader={(scan) => <CameraReader onRead={scan} />} />;
}

export function CodeReader({ onRead }: { onRead: (text: string) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(scanMessages.enterCode);
      return;
    }
    setError('');
    onRead(code);
    setCode('');
  };
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      onSubmit={submit}
      noValidate
    >
      <TextField
        label="Ticket code"
        placeholder="7KQ2M-X9DPA"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        error={Boolean(error)}
        helperText={error || 'The 10 characters under the QR code'}
        slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" sx={{ height: 56 }}>
          Check in
        </Button>
      </Box>
    </Stack>
  );
}

/** /portal/readticket: type the short code. */
export function ReadTicketPage() {
  return <DoorPage title="Read Ticket" reader={(scan) => <CodeReader onRead={scan} />} />;
}
