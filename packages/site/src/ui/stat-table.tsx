import type { BoxScoreTableView } from '../site-view.ts';
import { PageSection, ScrollRegion } from './page-parts.tsx';

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

function columnClass(table: BoxScoreTableView, index: number): string | undefined {
  if (index === 0) return 'name-col';
  return table.lastColumnIsTotal && index === table.columns.length - 1 ? 'total' : undefined;
}

/**
 * A statistics table in its own section: the first column names the row and stays in view while
 * a wide table scrolls sideways; the team's totals line, when there is one, closes the table.
 */
export function StatTableSection({ table }: { table: BoxScoreTableView }) {
  return (
    <PageSection id={slugify(table.heading)} title={table.heading}>
      <ScrollRegion label={table.heading}>
        <table className="stat-table">
          <thead>
            <tr>
              {table.columns.map((column, index) => (
                <th key={column} scope="col" className={columnClass(table, index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows in table order (two games may read alike)
              <tr key={rowIndex}>
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th key={`h-${cell}`} scope="row" className="name-col">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells in column order
                    <td key={index} className={columnClass(table, index)}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {table.totals ? (
            <tfoot>
              <tr>
                {table.totals.map((cell, index) =>
                  index === 0 ? (
                    <th key="label" scope="row" className="name-col">
                      {cell}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells in column order
                    <td key={index}>{cell}</td>
                  ),
                )}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </ScrollRegion>
    </PageSection>
  );
}
