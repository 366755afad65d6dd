import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server renders these components under tsx (npm start, e2e, benches), which applies a
 * tsconfig only to the files that tsconfig includes; apps/web/src/site is not in the server's.
 * Without the automatic JSX runtime named in the file itself, a page fails at run time with
 * "React is not defined" while every Vite-based test still passes.
 */
const siteDir = path.dirname(fileURLToPath(import.meta.url));

function listTsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listTsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

describe('public site components', () => {
  it('name the automatic JSX runtime in their first line', () => {
    const files = listTsxFiles(siteDir);
    expect(files.length).toBeGreaterThan(10);
    const missing = files.filter(
      (file) => !readFileSync(file, 'utf8').startsWith('/** @jsxRuntime automatic */'),
    );
    expect(missing).toEqual([]);
  });
});
