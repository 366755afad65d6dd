/**
 * The database ids of a new team's sample records. The pure content (buildNewTeamContent) names
 * its records by seed keys ("player-3", "game-finished") and refers to other records by those
 * keys; each key gets one id the first time any seed part asks for it, so a part pointing at
 * another area's record (a game's season, an article's gallery) gets that record's id without the
 * other part having run. The row behind the id exists once its own part has run: see the parts'
 * `after` and team-seed-order.ts.
 */
export interface SeedRecordIds {
  idOf(key: string): string;
  idOrNull(key: string | null): string | null;
  idsOf(keys: readonly string[]): string[];
  /** Every id handed out so far, by key (stat sheets swap player keys for ids with it). */
  readonly assigned: ReadonlyMap<string, string>;
}

export function createSeedRecordIds(newId: () => string): SeedRecordIds {
  const assigned = new Map<string, string>();
  const idOf = (key: string) => {
    let id = assigned.get(key);
    if (!id) {
      id = newId();
      assigned.set(key, id);
    }
    return id;
  };
  return {
    idOf,
    idOrNull: (key) => (key === null ? null : idOf(key)),
    idsOf: (keys) => keys.map(idOf),
    assigned,
  };
}
