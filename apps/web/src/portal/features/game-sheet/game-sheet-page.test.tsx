import {
  applyStatSheetOperation,
  computeGameScore,
  createEmptyStatSheet,
  type GameSheetView,
  gameStatsClosedHint,
  type StatSheetOperation,
  statSheetMessages,
} from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { GameSheetPage } from './game-sheet-page.tsx';

/** A stand-in for the sheet API that applies operations with the domain's own rule, as the server does. */
function fakeSheetApi(
  sport: 'lacrosse' | 'rugby',
  status: GameSheetView['game']['status'] = 'inprogress',
  sheet: GameSheetView['sheet'] = createEmptyStatSheet(sport),
) {
  let view: GameSheetView = {
    game: {
      id: 'g1',
      title: 'Game vs Bay State on Feb 6, 2027',
      status,
      homeGame: true,
      opponentName: 'Bay State',
      sport,
      bodyChecks: true,
    },
    isOpen: status === 'inprogress' || status === 'finished',
    sheet,
    players: [
      { id: 'p9', name: 'Avery Stone', number: '9', position: 'Attack' },
      { id: 'p22', name: 'Blake Reyes', number: '22', position: 'Midfield' },
    ],
    score: { us: 0, them: 0 },
    updatedAt: '2027-02-06T19:30:00.000Z',
  };
  const operations: StatSheetOperation[] = [];
  let conflictNext = false;
  const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
    if (init?.method === 'POST') {
      const { operation } = JSON.parse(String(init.body));
      operations.push(operation);
      if (conflictNext) {
        conflictNext = false;
        const message = statSheetMessages.changedMeanwhile('goal');
        return new Response(JSON.stringify({ error: { code: 'conflict', message } }), { status: 409 });
      }
      const result = applyStatSheetOperation(view.sheet, operation);
      if (!result.ok) {
        const fields = result.field ? { [result.field]: result.message } : {};
        return new Response(
          JSON.stringify({ error: { code: 'validation', message: result.message, fields } }),
          {
            status: 400,
          },
        );
      }
      view = { ...view, sheet: result.sheet, score: computeGameScore(result.sheet) };
    }
    return new Response(JSON.stringify(view), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { operations, failNextWithConflict: () => (conflictNext = true) };
}

const render = () =>
  renderPortalPage('/portal/seasons/gamesheet/g1', <GameSheetPage />, {
    routePath: '/portal/seasons/gamesheet/:id',
  });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Game sheet', () => {
  it('records a goal with its scorer and the scoreboard follows', async () => {
    const api = fakeSheetApi('lacrosse');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Time (mm:ss)'), { target: { value: '12:05' } });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Scorer' }));
    fireEvent.click(await screen.findByRole('option', { name: '#9 Avery Stone' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Power play' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.operations[0]).toEqual({
      op: 'add',
      list: 'goals',
      entry: expect.objectContaining({
        team: 'us',
        period: 'p1',
        timeInSeconds: 725,
        scorerId: 'p9',
        powerPlayGoal: true,
      }),
    });
    expect(await screen.findByText(/Scorer: #9 Avery Stone/)).toBeTruthy();
    expect(screen.getByText('Goals (1)')).toBeTruthy();
  });

  it("takes the opponent's scorer as a typed name and asks which of our goalies was in net", async () => {
    const goalieOnIce = { period: 'p1' as const, playerId: 'p22', shotsOnGoal: 0, shotsSaved: 0, minutes: 0 };
    const api = fakeSheetApi('lacrosse', 'inprogress', {
      ...createEmptyStatSheet('lacrosse'),
      goalieActions: [goalieOnIce],
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bay State' }));
    expect(within(dialog).queryByRole('combobox', { name: 'Scorer' })).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Scorer (their player, optional)'), {
      target: { value: 'Sam Otter' },
    });
    expect(within(dialog).getByRole('combobox', { name: 'Our goalie in net' }).textContent).toBe(
      '#22 Blake Reyes',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.operations[0]).toMatchObject({
      op: 'add',
      list: 'goals',
      entry: { team: 'them', scorerId: '', scorerName: 'Sam Otter', goalieId: 'p22' },
    });
    expect(await screen.findByText(/Scorer: Sam Otter/)).toBeTruthy();
  });

  it('names a refused field in the dialog and keeps what was typed', async () => {
    fakeSheetApi('lacrosse');
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Time (mm:ss)'), { target: { value: '7:6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(statSheetMessages.time)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Time (mm:ss)'), { target: { value: '7:06' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(statSheetMessages.chooseScorer)).toBeTruthy();
    expect((within(dialog).getByLabelText('Time (mm:ss)') as HTMLInputElement).value).toBe('7:06');
  });

  it('explains a conflict and shows the sheet as stored', async () => {
    const api = fakeSheetApi('lacrosse');
    render();
    api.failNextWithConflict();
    fireEvent.click(await screen.findByRole('button', { name: 'Add goal' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(statSheetMessages.changedMeanwhile('goal'))).toBeTruthy();
  });

  it('counts rugby tackles per player with steppers', async () => {
    const api = fakeSheetApi('rugby');
    render();
    fireEvent.click(await screen.findByRole('tab', { name: 'Players' }));
    fireEvent.click(await screen.findByRole('button', { name: 'One more: Tackles, Blake Reyes' }));
    await waitFor(() =>
      expect(api.operations[0]).toEqual({
        op: 'increment',
        list: 'playerStats',
        match: { playerId: 'p22' },
        field: 'tackles',
        by: 1,
      }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'One less: Tackles, Blake Reyes' }).hasAttribute('disabled'),
      ).toBe(false),
    );
  });

  it('shows the status hint and nothing to change while the game is scheduled', async () => {
    fakeSheetApi('lacrosse', 'scheduled');
    render();
    expect(await screen.findByText(gameStatsClosedHint)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add goal' }).hasAttribute('disabled')).toBe(true);
  });
});
