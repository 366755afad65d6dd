import { type TeamArchiveManifest, teamArchiveFormatVersion } from '@sideline/domain';
import { getTableConfig } from 'drizzle-orm/pg-core';
import type { TeamTable } from './team-tables.ts';

/**
 * README.md inside every archive: what each file holds, field by field, and what an import does
 * with it. Written from the schema, so it names the fields the JSON really has.
 */
export function describeTeamArchive(manifest: TeamArchiveManifest, tables: TeamTable[]): string {
  const lines = [
    `# ${manifest.team.name}: everything the team owns on Sideline`,
    '',
    `Exported ${manifest.exportedAt}. Archive format ${teamArchiveFormatVersion}.`,
    '',
    '## Layout',
    '',
    '- `manifest.json`: the format version, the team, every table with its record count, every file.',
    '- `team.json`: the team record (settings, website, policies, agreements as signed, payment account id).',
    '- `tables/<table>.json`: the records of one table, an array of objects. Field names are those of',
    "  Sideline's API (camelCase); dates are ISO 8601 in UTC; money is integer cents.",
    '- `files/<key>`: every stored file (uploads, pictures and their sizes, generated documents), under',
    '  the key its `files` record (tables/files.json) and the records using it name.',
    '',
    '## Importing',
    '',
    'Settings > Admin > Import makes a new team of your organization from this archive: every record of',
    'the tables marked "imported" gets a new id (references between records follow), every file is',
    'stored again under the new team. The new team is not published; its agreements, subscriptions and',
    'payment account start afresh.',
    '',
    '## Tables',
    '',
  ];
  for (const table of tables) {
    const entry = manifest.tables.find((t) => t.name === table.name);
    const columns = getTableConfig(table.table).columns;
    const keyOf = (sqlName: string) =>
      Object.keys(table.columns).find((key) => table.columns[key]?.name === sqlName) ?? sqlName;
    lines.push(
      `### ${table.name} (${entry?.rows ?? 0} records, ${table.role === 'imported' ? 'imported' : 'reference only'})`,
      '',
    );
    if (table.reason) lines.push(table.reason, '');
    lines.push(
      columns
        .map((c) => `\`${keyOf(c.name)}\` (${c.dataType}${c.notNull ? '' : ', may be null'})`)
        .join(', '),
      '',
    );
  }
  return `${lines.join('\n')}\n`;
}
