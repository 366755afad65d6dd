// CI's dependency audit: `npm audit` over production dependencies, failing on high or critical
// advisories that audit-allowlist.json does not accept. When the advisory service cannot be reached
// (no internet beyond the registry, a mirror without the audit endpoint) it warns and passes, so an
// outage elsewhere does not block a merge. `--report <file>` reads a saved `npm audit --json` output.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const blockingSeverities = new Set(['high', 'critical']);

/** The advisories (not the packages) in an `npm audit --json` report, one entry per advisory id. */
function advisoriesIn(report) {
  const byId = new Map();
  for (const vulnerability of Object.values(report.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      // A string `via` points at another package's entry, which lists the advisory itself.
      if (typeof via === 'string') continue;
      byId.set(via.source, {
        id: via.source,
        url: via.url,
        title: via.title,
        severity: via.severity,
        packageName: via.name,
      });
    }
  }
  return [...byId.values()];
}

function isAllowed(advisory, allowlist) {
  return allowlist.some((entry) => entry.id === advisory.id || (entry.url && entry.url === advisory.url));
}

/**
 * Reads an `npm audit --json` report against the allow-list: `unreachable` when the report carries no
 * audit result (npm prints `{ message, error }` when the advisory endpoint fails), otherwise the
 * high/critical advisories split into blocking and allowed.
 */
export function evaluateAudit(report, allowlist) {
  if (!report || typeof report !== 'object' || !('vulnerabilities' in report)) {
    return { status: 'unreachable', reason: report?.message ?? 'no audit result', blocking: [], allowed: [] };
  }
  const serious = advisoriesIn(report).filter((advisory) => blockingSeverities.has(advisory.severity));
  const blocking = serious.filter((advisory) => !isAllowed(advisory, allowlist));
  const allowed = serious.filter((advisory) => isAllowed(advisory, allowlist));
  return { status: blocking.length > 0 ? 'fail' : 'pass', blocking, allowed };
}

function describe(advisory) {
  return `${advisory.severity} ${advisory.packageName}: ${advisory.title} (${advisory.url ?? advisory.id})`;
}

function readReport(args) {
  const reportFlag = args.indexOf('--report');
  const raw =
    reportFlag >= 0
      ? readFileSync(args[reportFlag + 1], 'utf8')
      : spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], { encoding: 'utf8' })
          .stdout;
  try {
    return JSON.parse(raw);
  } catch {
    return { message: 'npm audit printed no JSON' };
  }
}

function main() {
  const allowlistPath = fileURLToPath(new URL('../audit-allowlist.json', import.meta.url));
  const allowlist = JSON.parse(readFileSync(allowlistPath, 'utf8'));
  const result = evaluateAudit(readReport(process.argv.slice(2)), allowlist);
  if (result.status === 'unreachable') {
    console.warn(
      `WARNING: dependency audit skipped, the advisory service could not be reached (${result.reason})`,
    );
    return 0;
  }
  for (const advisory of result.allowed)
    console.log(`allowed by audit-allowlist.json: ${describe(advisory)}`);
  for (const advisory of result.blocking) console.error(`not allowed: ${describe(advisory)}`);
  console.log(
    result.status === 'pass'
      ? 'dependency audit: no high or critical advisories outside the allow-list'
      : `dependency audit: ${result.blocking.length} high or critical advisories outside audit-allowlist.json`,
  );
  return result.status === 'pass' ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main();
