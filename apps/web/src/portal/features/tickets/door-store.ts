import type { QueuedScan, ScannerBundle } from '@sideline/domain';
import { type DBSchema, openDB } from 'idb';

/** This device at one event's door: its name and the server's id for it. */
export interface DoorDevice {
  ticketId: string;
  deviceId: string;
  name: string;
}

/** A scan decided here and not yet acknowledged by the server. */
export interface QueuedDoorScan {
  ticketId: string;
  scan: QueuedScan;
  deviceName: string;
}

interface DoorDb extends DBSchema {
  bundles: { key: string; value: ScannerBundle };
  devices: { key: string; value: DoorDevice };
  queue: { key: string; value: QueuedDoorScan; indexes: { byTicket: string } };
}

/**
 * What the scanner keeps on the device (IndexedDB), so it decides scans with no signal and after
 * a reload: per event its bundle (public key, ticket list, revocations, check-ins), this device,
 * and the queue of scans waiting to sync.
 */
const database = () =>
  openDB<DoorDb>('sideline-door', 1, {
    upgrade(db) {
      db.createObjectStore('bundles');
      db.createObjectStore('devices', { keyPath: 'ticketId' });
      db.createObjectStore('queue', { keyPath: 'scan.nonce' }).createIndex('byTicket', 'ticketId');
    },
  });

export const doorStore = {
  async bundle(ticketId: string) {
    return (await database()).get('bundles', ticketId);
  },
  async saveBundle(bundle: ScannerBundle) {
    await (await database()).put('bundles', bundle, bundle.ticket.id);
  },
  async device(ticketId: string) {
    return (await database()).get('devices', ticketId);
  },
  async saveDevice(device: DoorDevice) {
    await (await database()).put('devices', device);
  },
  async queue(ticketId: string): Promise<QueuedDoorScan[]> {
    const rows = await (await database()).getAllFromIndex('queue', 'byTicket', ticketId);
    return rows.sort((a, b) => a.scan.at.localeCompare(b.scan.at));
  },
  async enqueue(entry: QueuedDoorScan) {
    await (await database()).put('queue', entry);
  },
  /** Drops the scans the server acknowledged (their nonces). */
  async acknowledge(nonces: readonly string[]) {
    const db = await database();
    const tx = db.transaction('queue', 'readwrite');
    await Promise.all([...nonces.map((nonce) => tx.store.delete(nonce)), tx.done]);
  },
};
