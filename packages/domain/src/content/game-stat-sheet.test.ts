import { describe, expect, it } from 'vitest';
import { createEmptyStatSheet, gameStatSheetSchema } from './game-stat-sheet.ts';
import { rugbyStatSheetSchema } from './rugby-stat-sheet.ts';
import { hockeyStatSheetSchema, lacrosseStatSheetSchema } from './stick-sport-stat-sheets.ts';

describe('game stat sheets', () => {
  it('creates empty sheets for each sport', () => {
    const hockey = createEmptyStatSheet('hockey');
    expect(hockey.sport).toBe('hockey');
    expect(hockey.goals).toEqual([]);
    expect(hockey.powerplays).toEqual([]);
    expect('groundBalls' in hockey).toBe(false);

    const lacrosse = createEmptyStatSheet('lacrosse');
    expect(lacrosse.groundBalls).toEqual([]);
    expect(lacrosse.turnOvers).toEqual([]);

    const rugby = createEmptyStatSheet('rugby');
    expect(rugby.tries).toEqual([]);
    expect(rugby.setPlay.us.scrumsWon).toBe(0);
    expect(rugby.offensive.them.possessionPercent).toBe(0);
  });

  it('fills event defaults: period na, flags off, ids empty', () => {
    const sheet = hockeyStatSheetSchema.parse({ sport: 'hockey', goals: [{ team: 'us', scorerId: 'p1' }] });
    expect(sheet.goals[0]).toEqual({
      team: 'us',
      period: 'na',
      timeInSeconds: 0,
      scorerId: 'p1',
      assist1Id: '',
      assist2Id: '',
      scorerName: '',
      assist1Name: '',
      assist2Name: '',
      goalieId: '',
      emptyNetGoal: false,
      shortHandedGoal: false,
      powerPlayGoal: false,
      gameWinningGoal: false,
    });
  });

  it('accepts only the periods of the sport', () => {
    const goalIn = (period: string) => ({ team: 'us', period });
    expect(hockeyStatSheetSchema.safeParse({ sport: 'hockey', goals: [goalIn('p3')] }).success).toBe(true);
    expect(hockeyStatSheetSchema.safeParse({ sport: 'hockey', goals: [goalIn('p4')] }).success).toBe(false);
    expect(lacrosseStatSheetSchema.safeParse({ sport: 'lacrosse', goals: [goalIn('p4')] }).success).toBe(
      true,
    );
    expect(rugbyStatSheetSchema.safeParse({ sport: 'rugby', tries: [goalIn('h2')] }).success).toBe(true);
    expect(rugbyStatSheetSchema.safeParse({ sport: 'rugby', tries: [goalIn('p1')] }).success).toBe(false);
  });

  it('rejects a side other than us or them and negative tallies', () => {
    expect(hockeyStatSheetSchema.safeParse({ sport: 'hockey', goals: [{ team: 'home' }] }).success).toBe(
      false,
    );
    expect(
      hockeyStatSheetSchema.safeParse({ sport: 'hockey', bodyChecks: [{ playerId: 'a', hits: -1 }] }).success,
    ).toBe(false);
    expect(
      hockeyStatSheetSchema.safeParse({ sport: 'hockey', bodyChecks: [{ playerId: 'a', hits: 1.5 }] })
        .success,
    ).toBe(false);
  });

  it('tells sheets apart by sport', () => {
    const parsed = gameStatSheetSchema.parse({ sport: 'rugby', penaltyKicks: [{ team: 'them' }] });
    expect(parsed.sport).toBe('rugby');
    if (parsed.sport === 'rugby') expect(parsed.penaltyKicks[0]?.convertedToGoal).toBe(false);
    expect(gameStatSheetSchema.safeParse({ sport: 'curling' }).success).toBe(false);
    expect(gameStatSheetSchema.safeParse({ goals: [] }).success).toBe(false);
  });

  it('counts a recorded rugby conversion as made unless marked missed', () => {
    const sheet = rugbyStatSheetSchema.parse({
      sport: 'rugby',
      conversions: [{ team: 'us' }, { team: 'us', converted: false }],
    });
    expect(sheet.conversions.map((c) => c.converted)).toEqual([true, false]);
  });

  it('fills one side of a rugby stat group when only the other is given', () => {
    const sheet = rugbyStatSheetSchema.parse({ sport: 'rugby', defensive: { us: { tackles: 120 } } });
    expect(sheet.defensive.us).toEqual({
      tackles: 120,
      missedTackles: 0,
      turnoversWon: 0,
      penaltiesConceded: 0,
    });
    expect(sheet.defensive.them.tackles).toBe(0);
    expect(
      rugbyStatSheetSchema.safeParse({ sport: 'rugby', offensive: { us: { possessionPercent: 101 } } })
        .success,
    ).toBe(false);
  });
});
