// The import boundaries Biome cannot express, checked over the import graph of every .ts/.tsx file:
// portal features stay independent of each other, a server module reaches another module only through
// its service (never its repository), and the shared packages never import an app.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type SourceFile = { path: string; source: string };

// Static `import … from`, `export … from`, side-effect `import '…'` and dynamic `import('…')`.
const importSpecifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

export function importSpecifiersOf(source: string): string[] {
  return [...source.matchAll(importSpecifier)].map((match) => match[1] ?? '');
}

/** A relative specifier as a repository path (posix, no leading ./); a package name as it is. */
export function resolveImport(fromFile: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
}

const portalFeature = /^apps\/web\/src\/portal\/features\/([^/]+)\//;
const serverModule = /^apps\/server\/src\/modules\/([^/]+)\//;
const serverRepository = /^apps\/server\/src\/modules\/([^/]+)\/[^/]+\.repository\.ts$/;
// content-sections is the shared section library (list, order, linked content), not an area with a
// module object (docs/decisions/021); tests may read any area's tables to check what was stored.
const sharedServerLibrary = 'content-sections';
const testFile = /\.test\.tsx?$/;
const sharedPackage = /^packages\/(domain|site)\//;
const appImport = /^(apps\/|@sideline\/(web|server)(\/|$))/;

/** Why `target` may not be imported from `file`, or undefined when the import is fine. */
function brokenRule(file: string, target: string): string | undefined {
  const fromFeature = portalFeature.exec(file)?.[1];
  const toFeature = portalFeature.exec(target)?.[1];
  if (fromFeature && toFeature && fromFeature !== toFeature) return 'portal feature imports another feature';
  const fromModule = serverModule.exec(file)?.[1];
  const toRepositoryOf = serverRepository.exec(target)?.[1];
  if (
    fromModule &&
    toRepositoryOf &&
    fromModule !== toRepositoryOf &&
    toRepositoryOf !== sharedServerLibrary &&
    !testFile.test(file)
  ) {
    return "server module imports another module's repository";
  }
  if (sharedPackage.test(file) && appImport.test(target)) return 'shared package imports an app';
  return undefined;
}

/** Every broken boundary as `file → import (rule)`. */
export function boundaryViolations(files: SourceFile[]): string[] {
  const violations: string[] = [];
  for (const file of files) {
    for (const specifier of importSpecifiersOf(file.source)) {
      const rule = brokenRule(file.path, resolveImport(file.path, specifier));
      if (rule) violations.push(`${file.path} → ${specifier} (${rule})`);
    }
  }
  return violations;
}

const checkedFolders = ['apps/web/src', 'apps/server/src', 'packages/domain/src', 'packages/site'];

function sourceFilesUnder(root: string, folder: string): SourceFile[] {
  const absolute = path.join(root, folder);
  // A folder another change has not created yet has nothing to check.
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').includes('node_modules') && !file.split('/').includes('dist'))
    .map((file) => ({ path: file, source: readFileSync(path.join(root, file), 'utf8') }));
}

/** The repository's own source files, as paths relative to `root`. */
export function repositorySourceFiles(root: string): SourceFile[] {
  return checkedFolders.flatMap((folder) => sourceFilesUnder(root, folder));
}
