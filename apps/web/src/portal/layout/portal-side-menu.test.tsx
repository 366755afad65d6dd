import { buildPortalMenu } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTeam } from '../../test/team-fixture.ts';
import { openSectionStorageKey } from './open-section-storage.ts';
import { PortalSideMenu } from './portal-side-menu.tsx';
import { sectionIcons } from './section-icons.tsx';

function renderMenu(team = buildTeam(), path = '/portal/dashboard', unreadSubmissions = 0) {
  const menu = buildPortalMenu(team.websiteType, Boolean(team.stripeAccountId));
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ counts: { unreadSubmissions } }), { status: 200 })),
  );
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <PortalSideMenu team={team} menu={menu} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const topLevelLabels = () => {
  const nav = screen.getByRole('navigation', { name: 'Portal' });
  const list = nav.querySelector('ul')!;
  return Array.from(list.children).map((li) => li.querySelector('.MuiListItemText-primary')?.textContent);
};

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortalSideMenu', () => {
  it('shows the unread submissions the dashboard counts, on Forms and on Submissions', async () => {
    renderMenu(buildTeam(), '/portal/forms/formssubmitted', 3);
    expect(await screen.findAllByLabelText('3 unread')).toHaveLength(2);
  });

  // The order and content of each menu is the domain's rule (portal-menu.test.ts); here: the
  // component renders every section it is given, in that order, and nothing else.
  it.each(['WEBSITEANDSTORE', 'STORE'] as const)('renders the %s menu in order', (websiteType) => {
    renderMenu(buildTeam({ websiteType }));
    expect(topLevelLabels()).toEqual(buildPortalMenu(websiteType, false).map((s) => s.label));
  });

  it('shows no website-only section to a store-only team', () => {
    renderMenu(buildTeam({ websiteType: 'STORE' }));
    expect(screen.queryByText('Roster')).toBeNull();
  });

  it('hides website-only sub-items from a store-only team', () => {
    renderMenu(buildTeam({ websiteType: 'STORE' }));
    fireEvent.click(screen.getByRole('button', { name: 'Website' }));
    const submenu = document.getElementById('portal-submenu-website')!;
    expect(within(submenu).queryByText('Socials')).toBeNull();
    expect(within(submenu).getByText('Google Info(SEO)')).toBeTruthy();
  });

  it('shows store sub-items only with a payment account', () => {
    renderMenu(buildTeam({ stripeAccountId: null }));
    expect(
      screen.getByRole('link', { name: /Store\/Tickets\/Registration Forms/ }).getAttribute('href'),
    ).toBe('/portal/store');
    cleanup();
    renderMenu(buildTeam({ stripeAccountId: 'acct_1' }));
    fireEvent.click(screen.getByRole('button', { name: /Store\/Tickets\/Registration Forms/ }));
    expect(screen.getByRole('link', { name: 'Tickets' }).getAttribute('href')).toBe('/portal/store/tickets');
  });

  it('remembers the open section across visits', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: 'Roster' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(window.localStorage.getItem(openSectionStorageKey)).toBe('roster');
    cleanup();
    renderMenu();
    expect(screen.getByRole('button', { name: 'Roster' }).getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Alumni' }).getAttribute('href')).toBe('/portal/roster/alumni');
  });

  it("opens the current page's section and points aria-controls only at a shown submenu", () => {
    window.localStorage.setItem(openSectionStorageKey, 'website');
    renderMenu(buildTeam(), '/portal/roster/alumni');
    const roster = screen.getByRole('button', { name: 'Roster' });
    expect(roster.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById(roster.getAttribute('aria-controls') ?? '')).toBeTruthy();
    const website = screen.getByRole('button', { name: 'Website' });
    expect(website.getAttribute('aria-expanded')).toBe('false');
    expect(website.hasAttribute('aria-controls')).toBe(false);
  });

  it('shows the domain team initials without a logo and the logo when there is one', () => {
    renderMenu(buildTeam({ logoUrl: null }));
    expect(screen.getByText('NUH')).toBeTruthy();
    cleanup();
    renderMenu(buildTeam({ logoUrl: '/files/logo.png' }));
    expect(screen.getByRole('img', { name: 'Northfield University Hockey logo' })).toBeTruthy();
  });

  it('opens the public website in a new tab', () => {
    renderMenu();
    const link = screen.getByRole('link', { name: /Visit your Website/ });
    expect(link.getAttribute('href')).toBe('/sites/northfield-hockey');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('has an icon for every section of the menu', () => {
    for (const menu of [buildPortalMenu('WEBSITEANDSTORE', true), buildPortalMenu('STORE', true)])
      for (const section of menu) expect(sectionIcons[section.key], section.key).toBeDefined();
  });
});
