import { readFileSync } from 'node:fs';
import http from 'node:http';
import { startSideline } from '../../apps/server/src/start-sideline.ts';

/**
 * The real server with a DNS stand-in (startServer's `entry`): the records are read on every
 * look-up from the JSON file E2E_DNS_FILE names, which the test rewrites as an admin would edit
 * their DNS; the HTTP probe reaches this server (with the domain as Host) only when the host's
 * records point here, as a real request would.
 */
export interface StandInDnsRecords {
  txt: Record<string, string[]>;
  cname: Record<string, string[]>;
  a: Record<string, string[]>;
}

const recordsFile = process.env.E2E_DNS_FILE ?? '';
const port = Number(process.env.PORT);
const read = (): StandInDnsRecords => JSON.parse(readFileSync(recordsFile, 'utf8')) as StandInDnsRecords;

function pointsHere(host: string): boolean {
  const { a, cname } = read();
  return (
    (a[host] ?? []).includes(process.env.DOMAIN_APEX_ADDRESS ?? '') ||
    (cname[host] ?? []).includes(process.env.DOMAIN_CNAME_TARGET ?? '')
  );
}

function fetchFromThisServer(host: string, path: string): Promise<string | null> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve(response.statusCode === 200 ? body : null));
    });
    request.on('error', () => resolve(null));
  });
}

await startSideline({
  domainLookups: {
    resolveTxt: async (name) => read().txt[name] ?? [],
    resolveCname: async (name) => read().cname[name] ?? [],
    resolve4: async (name) => read().a[name] ?? [],
    fetchText: async (host, path) => (pointsHere(host) ? fetchFromThisServer(host, path) : null),
  },
});
