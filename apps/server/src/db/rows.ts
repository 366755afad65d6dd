/**
 * The row an `insert … returning()` or `update … returning()` gave back where the statement cannot
 * miss (the insert succeeded, the row was just read under the team scope). A miss means the
 * database and the code disagree, so it throws instead of handing `undefined` on.
 */
export function requireRow<T>(row: T | undefined, what: string): T {
  if (row === undefined) throw new Error(`The database returned no ${what} row`);
  return row;
}
