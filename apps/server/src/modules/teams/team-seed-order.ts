import type { TeamSeedPart } from './team-seed-part.ts';

/**
 * The seed parts in an order where each part comes after the areas it names in `after`, so its
 * foreign keys find their rows. Among parts free to go next, the earlier in `parts` (the
 * registry's order) goes first, so the order is the same on every start.
 */
export function orderTeamSeedParts(parts: readonly TeamSeedPart[]): TeamSeedPart[] {
  const areas = new Set(parts.map((part) => part.area));
  for (const part of parts) {
    for (const area of part.after ?? []) {
      if (!areas.has(area))
        throw new Error(`The seed part of "${part.area}" runs after "${area}", which has none`);
    }
  }
  const ordered: TeamSeedPart[] = [];
  const seeded = new Set<string>();
  const waiting = [...parts];
  while (waiting.length > 0) {
    const next = waiting.findIndex((part) => (part.after ?? []).every((area) => seeded.has(area)));
    if (next === -1) {
      throw new Error(`The seed parts of ${waiting.map((part) => part.area).join(', ')} wait for each other`);
    }
    const [part] = waiting.splice(next, 1);
    if (!part) break;
    ordered.push(part);
    seeded.add(part.area);
  }
  return ordered;
}
