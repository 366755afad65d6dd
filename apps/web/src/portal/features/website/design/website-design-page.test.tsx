import {
  buildDesignPreviewPaths,
  designPageTypes,
  listNavLinkTargets,
  type NavLink,
  navLinkMessages,
  type WebsiteDesignResponse,
  websiteDesignMessages,
  websiteDesignUpdateSchema,
} from '@sideline/domain';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderPortalPage } from '../../../../test/render-portal-page.tsx';
import { mockSliceApi, putBodies } from '../website-slice-test-helpers.ts';
import { WebsiteDesignPage } from './website-design-page.tsx';

const link = (title: string, value: string, options: NavLink[] = [], required = false): NavLink => ({
  title,
  value,
  link: '',
  openNewTab: false,
  required,
  options,
});

const storedDesign: WebsiteDesignResponse = {
  styles: {
    designs: Object.fromEntries(
      designPageTypes.map((type) => [type, 1]),
    ) as WebsiteDesignResponse['styles']['designs'],
    colors: { primaryColor: '#000000', secondaryColor: '#008000', fontColor: '#ffffff' },
    darkMode: 'light',
    bannerText: '',
    navLinks: [
      link('Home', '/', [], true),
      link('Team', '/roster', [link('Roster', '/roster'), link('Staff', '/staff')]),
      link('Sponsors', '/sponsors'),
    ],
  },
  linkTargets: listNavLinkTargets({
    seasons: [],
    customPages: [],
    forms: [{ slug: 'contact-us', title: 'Contact Us' }],
  }),
  previewPaths: buildDesignPreviewPaths({ player: 'jane-doe' }),
};

// jsdom lays nothing out: give every element a panel's width so the live preview renders its frame.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 640 });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET answers the stored design; PUT answers what the server would store (the schema's output). */
function mockApi() {
  return mockSliceApi('/api/website/design', storedDesign, (body) => ({
    status: 200,
    body: { ...storedDesign, styles: websiteDesignUpdateSchema.parse(body) },
  }));
}

async function renderPage() {
  const router = renderPortalPage('/portal/website/design', <WebsiteDesignPage />, {
    otherPaths: { '/portal/dashboard': 'Dashboard page' },
  });
  await screen.findByRole('heading', { name: 'Page designs' });
  return router;
}

/** A link's group (its sub-links are groups inside it). */
const navLink = (name: RegExp) => screen.getByRole('group', { name });
/** The first (the link's own) control of a kind in a link's group. */
const own = (group: HTMLElement, role: 'textbox' | 'combobox' | 'button', name: RegExp) =>
  within(group).getAllByRole(role, { name })[0] as HTMLElement;
const mainLinkTitles = () =>
  screen
    .getAllByRole('group', { name: /^Link \d+:/ })
    .map((group) => group.getAttribute('aria-label')?.replace(/^Link \d+: /, ''));

function chooseTarget(group: HTMLElement, option: string) {
  fireEvent.mouseDown(own(group, 'combobox', /^Links to/));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('Website → Design', () => {
  it('offers 16 designs per page type as a labelled radio group of sketches in the team colors', async () => {
    mockApi();
    await renderPage();
    const designs = screen.getByRole('radiogroup', { name: 'Designs for the Home page' });
    const radios = within(designs).getAllByRole('radio');
    expect(radios).toHaveLength(16);
    expect((radios[0] as HTMLInputElement).checked).toBe(true);
    // Nothing unsaved yet: the live preview shows the stored design as it is (the frame it started
    // with while the design loaded), without overrides.
    expect(screen.getByTitle(/^Preview of your website/).getAttribute('src')).toBe(
      '/sites/northfield-hockey?team=team-1',
    );
    // A sketch, hidden from assistive technology: the radio's label names the design.
    const sketch = screen.getByTestId('design-sketch-3');
    expect(sketch.getAttribute('aria-hidden')).toBe('true');
    // Design 3 is the third layout family in the first treatment; design 6 the second in the second.
    const drawing = (design: number) =>
      screen.getByTestId(`design-sketch-${design}`).firstElementChild as HTMLElement;
    expect([drawing(3).dataset.family, drawing(3).dataset.treatment]).toEqual(['3', '1']);
    expect([drawing(6).dataset.family, drawing(6).dataset.treatment]).toEqual(['2', '2']);
    // Drawn in the form's colors, unsaved ones included.
    const header = () => drawing(3).firstElementChild as HTMLElement;
    expect(header().style.backgroundColor).toBe('#000000');
    fireEvent.change(screen.getByRole('textbox', { name: /^Primary color/ }), {
      target: { value: '#8b1a1a' },
    });
    expect(header().style.backgroundColor).toBe('#8b1a1a');
    expect(within(sketch).getByText('Home')).toBeTruthy();

    // Another page type shows its own page's sketch.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Page type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Player (design 1)' }));
    expect(within(screen.getByTestId('design-sketch-3')).getByText('Player')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Design 7' }));
    expect(screen.getByText('You have unsaved changes')).toBeTruthy();
    // The live preview follows the page type and its unsaved design.
    await waitFor(() =>
      expect(screen.getByTitle(/^Preview of your website/).getAttribute('src')).toMatch(
        /^\/sites\/northfield-hockey\/player\/jane-doe\?team=team-1&design=7&primary=%238b1a1a/,
      ),
    );
  });

  it('warns live when the font color fails WCAG AA on the primary color', async () => {
    mockApi();
    await renderPage();
    const font = screen.getByRole('textbox', { name: /^Font color/ });
    expect(screen.queryByText(/hard to read on the primary color/)).toBeNull();
    fireEvent.change(font, { target: { value: '#222222' } });
    expect(screen.getByText(/hard to read on the primary color \(1\.\d:1/)).toBeTruthy();
    // The picker and the hex field are one value.
    expect((screen.getByLabelText('Pick the font color') as HTMLInputElement).value).toBe('#222222');
    fireEvent.change(font, { target: { value: '#ffffff' } });
    expect(screen.queryByText(/hard to read on the primary color/)).toBeNull();
  });

  it('applies the nav rules: custom links open in a new tab, a changed page drops its sub-links', async () => {
    const fetchMock = mockApi();
    await renderPage();
    const team = navLink(/^Link 2: Team/);
    expect(within(team).getAllByRole('group')).toHaveLength(2);
    chooseTarget(team, 'About us');
    expect(within(navLink(/^Link 2: Team/)).queryAllByRole('group')).toHaveLength(0);

    const sponsors = navLink(/^Link 3: Sponsors/);
    expect(within(sponsors).getByText('Same tab')).toBeTruthy();
    chooseTarget(sponsors, 'Custom link (another website)');
    expect(within(navLink(/^Link 3: Sponsors/)).getByText('New tab')).toBeTruthy();
    fireEvent.change(within(navLink(/^Link 3: Sponsors/)).getByRole('textbox', { name: /^Web address/ }), {
      target: { value: 'https://shop.example/hawks' },
    });

    // Home stays: no removing it, no pointing it elsewhere.
    const home = navLink(/^Link 1: Home/);
    expect((own(home, 'button', /^Remove Link 1/) as HTMLButtonElement).disabled).toBe(true);
    expect(own(home, 'combobox', /^Links to/).getAttribute('aria-disabled')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(websiteDesignMessages.saved)).toBeTruthy();
    const [body] = putBodies(fetchMock);
    expect(body.navLinks[1]).toEqual({ ...link('Team', '/about'), openNewTab: false });
    expect(body.navLinks[2]).toEqual({
      ...link('Sponsors', '/custom'),
      link: 'https://shop.example/hawks',
      openNewTab: true,
    });
    expect(JSON.stringify(body)).not.toContain('"key"');
  });

  it('nests links three levels deep and no deeper, and warns above 8 main links', async () => {
    mockApi();
    await renderPage();
    const roster = navLink(/^Link 2\.1: Roster/);
    fireEvent.click(own(roster, 'button', /^Add a sub-link to Link 2\.1/));
    const third = navLink(/^Link 2\.1\.1/);
    expect(document.activeElement).toBe(own(third, 'textbox', /^Title/));
    expect(within(third).queryByRole('button', { name: /^Add a sub-link/ })).toBeNull();

    expect(screen.queryByText(navLinkMessages.tooManyMainLinks, { exact: false })).toBeNull();
    for (let i = 0; i < 6; i++) fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByText(navLinkMessages.tooManyMainLinks, { exact: false }).textContent).toContain(
      'you have 9',
    );
  });

  it('reorders links by keyboard with Move up and Move down, keeping the focus on the moved link', async () => {
    const fetchMock = mockApi();
    await renderPage();
    const moveDown = own(navLink(/^Link 2: Team/), 'button', /^Move Link 2 down/);
    moveDown.focus();
    fireEvent.click(moveDown);
    expect(mainLinkTitles()).toEqual(['Home', 'Sponsors', 'Team']);
    // At the bottom Move down is off: Move up of the same link holds the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Link 3 up'));
    fireEvent.click(document.activeElement as HTMLElement);
    fireEvent.click(own(navLink(/^Link 2\.2: Staff/), 'button', /^Move Link 2\.2 up/));
    expect(mainLinkTitles()).toEqual(['Home', 'Team', 'Sponsors']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(websiteDesignMessages.saved);
    expect(putBodies(fetchMock)[0].navLinks[1].options.map((l: NavLink) => l.title)).toEqual([
      'Staff',
      'Roster',
    ]);
  });

  it('shows what is missing on the fields, focuses the first, and sends nothing', async () => {
    const fetchMock = mockApi();
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Primary color/ }), { target: { value: 'blue' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Under the field, and as a toast.
    await waitFor(() =>
      expect(screen.getAllByText(websiteDesignMessages.colorInvalid('primary color'))).toHaveLength(2),
    );
    const added = navLink(/^Link 4$/);
    expect(within(added).getByText('Please enter the title')).toBeTruthy();
    expect(within(added).getByText('Please enter the page')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Primary color/ })),
    );
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi();
    const router = await renderPage();
    fireEvent.click(screen.getByLabelText('Dark mode'));
    await act(() => router.navigate('/portal/dashboard'));
    expect(await screen.findByText('Discard Changes?')).toBeTruthy();
  });
});
