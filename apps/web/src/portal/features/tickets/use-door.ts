import { type CheckInEntry, decideScan, type ScannerBundle, type ScanVerdict } from '@sideline/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, apiGet, apiPost, isApiError } from '../../../ui/api-client.ts';
import { type DoorDevice, doorStore, type QueuedDoorScan } from './door-store.ts';

const syncEveryMs = 5000;

/** A random nonce for one scan (128 bits, hex). */
function newNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

/** Check-ins the device knows: the server's, then its own queued ones (undone ones removed). */
function knownCheckIns(bundle: ScannerBundle, queue: QueuedDoorScan[]): CheckInEntry[] {
  const undone = new Set(queue.flatMap((q) => (q.scan.kind === 'undo' ? [q.scan.undoes] : [])));
  const own = queue.flatMap((q) =>
    q.scan.kind === 'check_in'
      ? [
          {
            nonce: q.scan.nonce,
            issuedTicketId: q.scan.issuedTicketId,
            at: q.scan.at,
            deviceName: q.deviceName,
          },
        ]
      : [],
  );
  return [...bundle.checkIns, ...own].filter((c) => !undone.has(c.nonce));
}

export interface DoorState {
  bundle: ScannerBundle | null;
  device: DoorDevice | null;
  queued: number;
  online: boolean;
  lastSync: string | null;
  verdict: ScanVerdict | null;
  /** Admitted per tier: the server's and this device's queued check-ins. */
  admittedByTier: Map<string, number>;
  /** The server's refusal of the last sync (signed out, access withdrawn), if any. */
  refusal: ApiError | null;
}

/** Where a door's scanner calls go: {base}/devices, {base}/bundle, {base}/sync. */
export type ScannerApiBase = (ticketId: string) => string;

/** The admin's scanner (team session): the ticket is in the path. */
export const teamScannerApi: ScannerApiBase = (ticketId) => `/api/scanner/${ticketId}`;
/** A volunteer's scanner (door session from /scan/{token}): the session names the ticket. */
export const volunteerScannerApi: ScannerApiBase = () => '/api/door';

/**
 * One event's door on this device: set up once with a signal (bundle + device name), then every
 * scan is decided here at once and queued; the queue syncs by itself whenever the network is there.
 * `apiOf` must be a stable function (one of the two above).
 */
export function useDoor(ticketId: string | null, apiOf: ScannerApiBase = teamScannerApi) {
  const [bundle, setBundle] = useState<ScannerBundle | null>(null);
  const [device, setDevice] = useState<DoorDevice | null>(null);
  const [queue, setQueue] = useState<QueuedDoorScan[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [lastSync, setLastSync] = useState<string | null>(null);
  const [verdict, setVerdict] = useState<ScanVerdict | null>(null);
  const [refusal, setRefusal] = useState<ApiError | null>(null);
  const [loadedTicketId, setLoadedTicketId] = useState<string | null>(null);
  const syncing = useRef(false);

  const reload = useCallback(async (id: string) => {
    const [stored, storedDevice, storedQueue] = await Promise.all([
      doorStore.bundle(id),
      doorStore.device(id),
      doorStore.queue(id),
    ]);
    setBundle(stored ?? null);
    setDevice(storedDevice ?? null);
    setQueue(storedQueue);
    setLoadedTicketId(id);
  }, []);

  useEffect(() => {
    setVerdict(null);
    if (ticketId) void reload(ticketId);
  }, [ticketId, reload]);

  const sync = useCallback(async () => {
    if (!ticketId || !device || syncing.current) return;
    syncing.current = true;
    try {
      const pending = await doorStore.queue(ticketId);
      const fresh = await apiPost<ScannerBundle>(`${apiOf(ticketId)}/sync`, {
        deviceId: device.deviceId,
        scans: pending.map((q) => q.scan),
      });
      await doorStore.saveBundle(fresh);
      await doorStore.acknowledge(pending.map((q) => q.scan.nonce));
      setOnline(true);
      setRefusal(null);
      setLastSync(new Date().toISOString());
      await reload(ticketId);
    } catch (error) {
      // Signed out or access withdrawn is not a lost signal: the queue waits for a new session.
      if (isApiError(error) && (error.status === 401 || error.status === 403)) setRefusal(error);
      else setOnline(false);
    } finally {
      syncing.current = false;
    }
  }, [ticketId, device, reload, apiOf]);

  useEffect(() => {
    const goOnline = () => {
      setOnline(true);
      void sync();
    };
    const goOffline = () => setOnline(false);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    const timer = window.setInterval(() => void sync(), syncEveryMs);
    void sync();
    return () => {
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
      window.clearInterval(timer);
    };
  }, [sync]);

  /** First time at this door: names the device and downloads the event's bundle. */
  const setUp = useCallback(
    async (id: string, name: string) => {
      const made = await apiPost<{ id: string; name: string }>(`${apiOf(id)}/devices`, { name });
      const fresh = await apiGet<ScannerBundle>(
        `${apiOf(id)}/bundle?deviceId=${encodeURIComponent(made.id)}`,
      );
      await doorStore.saveDevice({ ticketId: id, deviceId: made.id, name: made.name });
      await doorStore.saveBundle(fresh);
      await reload(id);
    },
    [reload, apiOf],
  );

  /** Decides a scan here, at once; an admission is queued (and synced when possible). */
  const scan = useCallback(
    async (scanned: string) => {
      if (!bundle || !device || !ticketId) return null;
      const decided = decideScan({
        scanned,
        bundle,
        checkIns: knownCheckIns(bundle, queue),
        now: new Date(),
      });
      setVerdict(decided);
      if (decided.outcome === 'admitted') {
        const entry: QueuedDoorScan = {
          ticketId,
          deviceName: device.name,
          scan: {
            kind: 'check_in',
            nonce: newNonce(),
            issuedTicketId: decided.issuedTicketId,
            at: new Date().toISOString(),
          },
        };
        await doorStore.enqueue(entry);
        setQueue((current) => [...current, entry]);
        void sync();
      }
      return decided;
    },
    [bundle, device, ticketId, queue, sync],
  );

  /** The last admission on this device, undone (queued like a scan). */
  const lastOwnCheckIn =
    bundle && device
      ? knownCheckIns(bundle, queue)
          .filter((c) => c.deviceName === device.name)
          .at(-1)
      : undefined;
  const undoLast = useCallback(async () => {
    if (!lastOwnCheckIn || !ticketId || !device) return;
    const entry: QueuedDoorScan = {
      ticketId,
      deviceName: device.name,
      scan: { kind: 'undo', nonce: newNonce(), undoes: lastOwnCheckIn.nonce, at: new Date().toISOString() },
    };
    await doorStore.enqueue(entry);
    setQueue((current) => [...current, entry]);
    setVerdict(null);
    void sync();
  }, [lastOwnCheckIn, ticketId, device, sync]);

  const admittedByTier = new Map<string, number>();
  if (bundle) {
    const tierOf = new Map(bundle.issued.map((i) => [i.id, i.tierId]));
    // People, not check-ins: a ticket admitted on two offline doors is one person (and flagged).
    const admittedTickets = new Set(knownCheckIns(bundle, queue).map((checkIn) => checkIn.issuedTicketId));
    for (const issuedTicketId of admittedTickets) {
      const tier = tierOf.get(issuedTicketId) ?? '';
      admittedByTier.set(tier, (admittedByTier.get(tier) ?? 0) + 1);
    }
  }

  const state: DoorState = {
    bundle,
    device,
    queued: queue.length,
    online,
    lastSync,
    verdict,
    admittedByTier,
    refusal,
  };
  // Until the device's store is read, "no device yet" is not known: the set-up form would flash.
  const isLoaded = ticketId !== null && loadedTicketId === ticketId;
  return { state, isLoaded, setUp, scan, undoLast, canUndo: Boolean(lastOwnCheckIn), sync };
}

export type Door = ReturnType<typeof useDoor>;
