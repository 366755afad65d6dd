import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { boundaryViolations, importSpecifiersOf, repositorySourceFiles } from './import-boundaries.ts';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));

describe('import boundaries', () => {
  it('holds across the repository', () => {
    const violations = boundaryViolations(repositorySourceFiles(repositoryRoot));
    if (violations.length > 0) console.error(violations.join('\n'));
    expect(violations).toEqual([]);
  });

  it('reads static, re-exported, side-effect and dynamic imports', () => {
    const source = [
      "import { a } from './a.ts';",
      "import type {\n  B,\n} from '../b.ts';",
      "export { c } from './c.ts';",
      "import './d.css';",
      "const e = () => import('./e.tsx');",
    ].join('\n');
    expect(importSpecifiersOf(source)).toEqual(['./a.ts', '../b.ts', './c.ts', './d.css', './e.tsx']);
  });

  it('names each broken boundary with the file and the import', () => {
    const violations = boundaryViolations([
      {
        path: 'apps/web/src/portal/features/games/games-page.tsx',
        source:
          "import { SeasonPicker } from '../seasons/season-picker.tsx';\nimport { x } from './games-api.ts';",
      },
      {
        path: 'apps/server/src/modules/articles/articles.service.ts',
        source:
          "import { createGamesRepository } from '../games/games.repository.ts';\n" +
          "import { createGamesService } from '../games/games.service.ts';\n" +
          "import { createArticlesRepository } from './articles.repository.ts';",
      },
      {
        path: 'packages/domain/src/rules/fees.ts',
        source: "import { app } from '../../../../apps/server/src/app.ts';",
      },
      { path: 'packages/site/src/page.tsx', source: "const web = () => import('@sideline/web/site');" },
    ]);
    expect(violations).toEqual([
      'apps/web/src/portal/features/games/games-page.tsx → ../seasons/season-picker.tsx (portal feature imports another feature)',
      "apps/server/src/modules/articles/articles.service.ts → ../games/games.repository.ts (server module imports another module's repository)",
      'packages/domain/src/rules/fees.ts → ../../../../apps/server/src/app.ts (shared package imports an app)',
      'packages/site/src/page.tsx → @sideline/web/site (shared package imports an app)',
    ]);
  });
});
