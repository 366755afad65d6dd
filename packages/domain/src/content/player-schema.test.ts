import { describe, expect, it } from 'vitest';
import {
  alumniMessages,
  findPlayerDetailProblems,
  listPlayerStatOverrideLabels,
  normalizePlayerDetails,
  playerInputSchema,
  playerMessages,
  positionNotOfSportMessage,
  unknownStatMessage,
} from './player-schema.ts';
import { playerSummaryTooShortMessage } from './player-summary-schema.ts';

describe('player schema', () => {
  it('defaults an input to a published roster player with empty fields', () => {
    const parsed = playerInputSchema.parse({ name: ' Jane Doe ' });
    expect(parsed).toMatchObject({
      name: 'Jane Doe',
      email: '',
      details: [],
      summary: '',
      alumni: false,
      published: true,
      overridingStats: {},
    });
  });

  it('asks for the name, refuses a short summary, a bad email and unknown statistics', () => {
    const result = playerInputSchema.safeParse({
      summary: 'Too short',
      email: 'jane@',
      overridingStats: { Goals: 3, Dunks: 2 },
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      name: 'Please enter the player name',
      summary: playerSummaryTooShortMessage,
      email: 'Please enter a valid email address',
      'overridingStats.Dunks': unknownStatMessage,
    });
  });

  it('orders the details by the sport and takes the required flags from it', () => {
    const rows = normalizePlayerDetails('MENSRUGBY', [
      { title: 'Position', required: false, value: ' Hooker ' },
      { title: 'Shoots', required: false, value: 'Left' },
    ]);
    expect(rows.map((row) => row.title)).not.toContain('Shoots');
    expect(rows.find((row) => row.title === 'Position')).toEqual({
      title: 'Position',
      required: true,
      value: 'Hooker',
    });
  });

  it('names each missing required detail and a position of another sport', () => {
    expect(findPlayerDetailProblems('MENSICEHOCKEY', [])).toEqual({
      'details.0.value': 'Please enter the Team Number',
      'details.4.value': 'Please enter the Position',
    });
    expect(
      findPlayerDetailProblems('WOMENSRUGBY', [{ title: 'Position', required: true, value: 'Goalie' }]),
    ).toEqual({ 'details.4.value': positionNotOfSportMessage });
    expect(
      findPlayerDetailProblems('WOMENSLACROSSE', [
        { title: 'Team Number', required: true, value: '7' },
        { title: 'Position', required: true, value: 'Attackmen' },
      ]),
    ).toEqual({});
  });

  it('has the prompts of both sub-sections and the statistics per sport', () => {
    expect(playerMessages.selectPrompt).toBe('Select one of the players or create a new one');
    expect(alumniMessages.selectPrompt).toBe('Select one of the alumni or create a new one');
    expect(listPlayerStatOverrideLabels('MENSRUGBY')).toContain('Tries');
    expect(listPlayerStatOverrideLabels('MENSICEHOCKEY')).toContain('Goals');
    expect(listPlayerStatOverrideLabels('WOMENSICEHOCKEY')).not.toContain('Ground balls');
    expect(listPlayerStatOverrideLabels('MENSLACROSSE')).toContain('Ground balls');
  });
});
