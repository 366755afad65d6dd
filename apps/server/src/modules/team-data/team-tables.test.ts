import { getTableConfig } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { classifiedTableNames, findTeamOwnedTables, listArchiveTables, roleOfTable } from './team-tables.ts';

describe('team tables of the archive', () => {
  it('classifies every table with a team_id (a new team table fails here until it is classified)', () => {
    const unclassified = [...findTeamOwnedTables().keys()].filter((name) => roleOfTable(name) === null);
    expect(unclassified).toEqual([]);
  });

  it('classifies only real team tables, each once', () => {
    const owned = new Set(findTeamOwnedTables().keys());
    expect(classifiedTableNames.filter((name) => !owned.has(name))).toEqual([]);
    expect(new Set(classifiedTableNames).size).toBe(classifiedTableNames.length);
  });

  it('keeps payment account, agreements, subscriptions and orders for reference only', () => {
    for (const name of ['subscriptions', 'orders', 'order_items', 'team_store_activation']) {
      expect(roleOfTable(name)?.role).toBe('reference');
    }
  });

  it('orders imported tables after the tables their required references point at', () => {
    const order = listArchiveTables().map((t) => t.name);
    expect(order.indexOf('photos')).toBeGreaterThan(order.indexOf('galleries'));
    expect(order.indexOf('game_players')).toBeGreaterThan(order.indexOf('games'));
    expect(order.indexOf('game_players')).toBeGreaterThan(order.indexOf('players'));
    for (const table of listArchiveTables().filter((t) => t.role === 'imported')) {
      const primary = getTableConfig(table.table)
        .columns.filter((c) => c.primary)
        .map((c) => c.name);
      expect(primary, table.name).toEqual(['id']);
    }
  });
});
