import { describeTimeZone, teamTimeZoneMessages } from '@sideline/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { buildSession } from '../../../test/team-fixture.ts';
import { WebsiteTimeZoneSection } from './website-time-zone-section.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const view = { timeZone: 'America/New_York', suggested: 'America/Chicago', scheduledCount: 4 };

function mockApi() {
  const puts: unknown[] = [];
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    // A saved zone reads the session again (it carries the zone).
    if (path === '/api/session') return new Response(JSON.stringify(buildSession()));
    if (init?.method !== 'PUT') return new Response(JSON.stringify(view));
    const body = JSON.parse(String(init.body));
    puts.push(body);
    const message = teamTimeZoneMessages.changedKeepClock(describeTimeZone(body.timeZone));
    return new Response(JSON.stringify({ ...view, timeZone: body.timeZone, suggested: null, message }));
  });
  return puts;
}

describe('Website → Info → Time zone (issue 35 §1)', () => {
  it('offers the address’s zone, asks what the entered games keep, and saves the choice', async () => {
    const puts = mockApi();
    renderPortalPage('/portal/website/info', <WebsiteTimeZoneSection />);
    const zone = await screen.findByRole('combobox', { name: /Team time zone/ });
    expect(zone.textContent).toBe(describeTimeZone('America/New_York'));
    // Nothing to ask while the zone is unchanged.
    expect(screen.queryByRole('radiogroup')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Use it' }));
    await waitFor(() => expect(zone.textContent).toBe(describeTimeZone('America/Chicago')));
    expect(screen.getByText('Your 4 games and events already entered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findAllByText(teamTimeZoneMessages.keepMissing)).not.toHaveLength(0);
    expect(puts).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: /Keep their clock times/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(
      await screen.findAllByText(teamTimeZoneMessages.changedKeepClock(describeTimeZone('America/Chicago'))),
    ).not.toHaveLength(0);
    expect(puts).toEqual([{ timeZone: 'America/Chicago', keep: 'clock-times' }]);
  });
});
