import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { evaluateAudit } from './audit-dependencies.mjs';

const script = fileURLToPath(new URL('./audit-dependencies.mjs', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/npm-audit-high.json', import.meta.url));
const highReport = JSON.parse(readFileSync(fixture, 'utf8'));

describe('dependency audit', () => {
  it('blocks a high advisory once, however many packages it reaches, and ignores moderate ones', () => {
    const result = evaluateAudit(highReport, []);
    expect(result.status).toBe('fail');
    expect(result.blocking.map((advisory) => advisory.id)).toEqual([1099001]);
  });

  it('passes an advisory the allow-list accepts, by id or by url', () => {
    const byId = evaluateAudit(highReport, [
      { id: 1099001, reason: 'not reachable from our code', date: '2026-11-26' },
    ]);
    expect(byId.status).toBe('pass');
    expect(byId.allowed.map((advisory) => advisory.id)).toEqual([1099001]);
    const byUrl = evaluateAudit(highReport, [
      { url: 'https://github.com/advisories/GHSA-fixt-ure0-0001', reason: 'dev only', date: '2026-11-26' },
    ]);
    expect(byUrl.status).toBe('pass');
  });

  it('passes a clean report', () => {
    expect(evaluateAudit({ auditReportVersion: 2, vulnerabilities: {} }, []).status).toBe('pass');
  });

  it('reads an npm error (no audit result) as an unreachable service', () => {
    const result = evaluateAudit({ message: 'request failed, reason: connect ECONNREFUSED' }, []);
    expect(result.status).toBe('unreachable');
  });

  it('exits 1 naming the advisory when a saved report has a blocking one', () => {
    const run = spawnSync(process.execPath, [script, '--report', fixture], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('not allowed: high left-pad-fixture');
  });

  it('warns and exits 0 when the advisory service cannot be reached', () => {
    const run = spawnSync(process.execPath, [script], {
      encoding: 'utf8',
      env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9' },
    });
    expect(run.status).toBe(0);
    expect(run.stderr).toContain('WARNING: dependency audit skipped');
  });
});
