import { useMutation } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderPortalPage } from '../../../test/render-portal-page.tsx';
import { buildSession, buildTeam } from '../../../test/team-fixture.ts';
import { WebsiteEditorLayout } from './website-editor-layout.tsx';
import { buildPreviewSrc } from './website-preview.tsx';

// jsdom lays nothing out: give every element a panel's width so the preview renders its frame.
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 640 });
});
afterAll(() => {
  if (clientWidth) Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
});
afterEach(cleanup);

/** A stand-in editor with one save button, keyed like the website pages' saves; it says when it saved. */
function SaveButton({ mutationKey }: { mutationKey: string[] }) {
  const save = useMutation({ mutationKey, mutationFn: async () => 'saved' });
  return (
    <button type="button" onClick={() => save.mutate()}>
      {save.isSuccess ? 'Saved' : 'Save'}
    </button>
  );
}

const previewFrame = () => screen.getByTitle(/^Preview of your website/) as HTMLIFrameElement;

describe('WebsiteEditorLayout', () => {
  it('shows the team page in the admin preview beside the editor, titled from the side menu', () => {
    renderPortalPage(
      '/portal/website/design',
      <WebsiteEditorLayout portalPath="/portal/website/design" description="Colors" previewPath="/roster">
        <p>Editor</p>
      </WebsiteEditorLayout>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Design' })).toBeTruthy();
    expect(previewFrame().getAttribute('src')).toBe('/sites/northfield-hockey/roster?team=team-1');
    const visit = screen.getByRole('link', { name: /Visit your Website/ });
    expect(visit.getAttribute('href')).toBe('/sites/northfield-hockey');
  });

  it('shows the phone width first and switches to desktop', () => {
    renderPortalPage(
      '/portal/website/seo',
      <WebsiteEditorLayout portalPath="/portal/website/seo" description="SEO">
        <p>Editor</p>
      </WebsiteEditorLayout>,
    );
    expect(previewFrame().style.width).toBe('390px');
    fireEvent.click(screen.getByRole('button', { name: 'Desktop' }));
    expect(previewFrame().style.width).toBe('1280px');
    expect(previewFrame().title).toBe('Preview of your website (desktop)');
  });

  it('reloads the preview after a website save, not after other saves', async () => {
    renderPortalPage(
      '/portal/website/seo',
      <WebsiteEditorLayout portalPath="/portal/website/seo" description="SEO">
        <SaveButton mutationKey={['website', 'seo']} />
        <SaveButton mutationKey={['roster']} />
      </WebsiteEditorLayout>,
    );
    const [websiteSave, otherSave] = screen.getAllByRole('button', { name: 'Save' });
    const first = previewFrame();
    fireEvent.click(otherSave as HTMLElement);
    await screen.findByRole('button', { name: 'Saved' });
    expect(previewFrame()).toBe(first);
    fireEvent.click(websiteSave as HTMLElement);
    await waitFor(() => expect(previewFrame()).not.toBe(first));
  });

  it('follows the unsaved values passed as overrides once typing pauses', async () => {
    const { rerender } = renderWithOverrides({ primary: '#112233' });
    await waitFor(() => expect(previewFrame().getAttribute('src')).toContain('primary=%23112233'));
    rerender({ primary: '#445566' });
    await waitFor(() => expect(previewFrame().getAttribute('src')).toContain('primary=%23445566'));
  });

  it('sends a store-only team, whose menu hides Socials, to the dashboard', () => {
    const router = renderPortalPage(
      '/portal/website/socials',
      <WebsiteEditorLayout portalPath="/portal/website/socials" description="Socials">
        <p>Editor</p>
      </WebsiteEditorLayout>,
      {
        session: buildSession(buildTeam({ websiteType: 'STORE' })),
        otherPaths: { '/portal/dashboard': 'Dashboard page' },
      },
    );
    expect(screen.getByText('Dashboard page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/portal/dashboard');
  });
});

describe('buildPreviewSrc', () => {
  it('puts the team id and the overrides in the query of the page path', () => {
    expect(buildPreviewSrc('hawks', 't1', '/')).toBe('/sites/hawks?team=t1');
    expect(buildPreviewSrc('hawks', 't1', '/about', { dark: '1' })).toBe('/sites/hawks/about?team=t1&dark=1');
  });
});

/** Lets a test change the overrides as a parent's state change would. */
let setOverrides: (next: Record<string, string>) => void = () => {};

function OverridesHarness({ initial }: { initial: Record<string, string> }) {
  const [current, set] = useState(initial);
  setOverrides = set;
  return (
    <WebsiteEditorLayout portalPath="/portal/website/design" description="Design" previewOverrides={current}>
      <p>Editor</p>
    </WebsiteEditorLayout>
  );
}

function renderWithOverrides(overrides: Record<string, string>) {
  renderPortalPage('/portal/website/design', <OverridesHarness initial={overrides} />);
  return { rerender: (next: Record<string, string>) => act(() => setOverrides(next)) };
}
