import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { serverModules } from '../registry.ts';
import { orderTeamSeedParts } from './team-seed-order.ts';
import type { TeamSeedPart } from './team-seed-part.ts';

const part = (area: string, after?: string[]): TeamSeedPart => ({ area, after, seed: async () => {} });
const areasOf = (parts: readonly TeamSeedPart[]) => parts.map((p) => p.area);

describe('orderTeamSeedParts', () => {
  it('puts each part after the areas it names, and otherwise keeps the given order', () => {
    const ordered = orderTeamSeedParts([
      part('team'),
      part('games', ['team', 'players']),
      part('news', ['team']),
      part('players', ['team']),
    ]);
    expect(areasOf(ordered)).toEqual(['team', 'news', 'players', 'games']);
  });

  it('refuses an area no part seeds, and parts that wait for each other', () => {
    expect(() => orderTeamSeedParts([part('games', ['players'])])).toThrow('"players", which has none');
    expect(() => orderTeamSeedParts([part('a', ['b']), part('b', ['a'])])).toThrow(
      'a, b wait for each other',
    );
  });
});

/** References a part's `link` sets once every part has seeded: they may point at a later part. */
const linkedReferences = ['games.article_id', 'games.gallery_id', 'galleries.article_id'];

describe("the registry's seed parts", () => {
  const seeding = serverModules.filter((module) => module.seed);
  const order = areasOf(orderTeamSeedParts(seeding.flatMap((module) => (module.seed ? [module.seed] : []))));

  it('seed in an order where every foreign key of an area’s tables finds its row', () => {
    const ownerOf = new Map<PgTable, string>();
    for (const module of seeding) {
      for (const table of [
        ...(module.contentTables?.bumping ?? []),
        ...(module.contentTables?.notBumping ?? []),
      ]) {
        ownerOf.set(table, module.name);
      }
    }
    const backwards: string[] = [];
    for (const [table, area] of ownerOf) {
      const { name, foreignKeys } = getTableConfig(table);
      for (const foreignKey of foreignKeys) {
        const { columns, foreignTable } = foreignKey.reference();
        const target = ownerOf.get(foreignTable);
        const reference = `${name}.${columns.map((column) => column.name).join(',')}`;
        if (target && order.indexOf(target) > order.indexOf(area) && !linkedReferences.includes(reference)) {
          backwards.push(`${reference} -> ${target}`);
        }
      }
    }
    expect(backwards).toEqual([]);
  });

  it('start with the team, which every row points at', () => {
    expect(order[0]).toBe('teams');
    expect(order).toHaveLength(seeding.length);
  });
});
