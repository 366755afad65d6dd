import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { isLazyPage, lazyPage } from './lazy-page.ts';

/** A page with state of its own. */
function CounterPage({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

/** A page module as the route table imports it, arriving when the test says so. */
function createPageModule() {
  let resolve: (module: { CounterPage: typeof CounterPage }) => void = () => undefined;
  const loading = new Promise<{ CounterPage: typeof CounterPage }>((r) => {
    resolve = r;
  });
  return { factory: () => loading, arrive: () => resolve({ CounterPage }) };
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading page</p>}>{element}</Suspense>);
}

afterEach(cleanup);

describe('lazyPage (docs/decisions/020-portal-load.md)', () => {
  it('renders a page whose chunk has loaded at once, without the Suspense fallback', async () => {
    const page = createPageModule();
    const Page = lazyPage(page.factory, 'CounterPage');
    const preloading = Page.preload();
    page.arrive();
    await preloading;
    renderInSuspense(<Page label="Roster" />);
    // In the first commit: no fallback shown, so React has nothing to hold on screen for 300 ms.
    expect(screen.queryByText('Loading page')).toBeNull();
    expect(screen.getByRole('button', { name: 'Roster 0' })).toBeTruthy();
  });

  it('shows the fallback until a chunk that is still loading arrives', async () => {
    const page = createPageModule();
    const Page = lazyPage(page.factory, 'CounterPage');
    renderInSuspense(<Page label="Roster" />);
    expect(screen.getByText('Loading page')).toBeTruthy();
    await act(async () => page.arrive());
    expect(await screen.findByRole('button', { name: 'Roster 0' })).toBeTruthy();
  });

  it('keeps the state of a page shown through React.lazy when it renders again after its chunk arrived', async () => {
    const page = createPageModule();
    const Page = lazyPage(page.factory, 'CounterPage');
    const view = renderInSuspense(<Page label="Roster" />);
    await act(async () => page.arrive());
    fireEvent.click(await screen.findByRole('button', { name: 'Roster 0' }));
    view.rerender(
      <Suspense fallback={<p>Loading page</p>}>
        <Page label="Alumni" />
      </Suspense>,
    );
    // The same page, not remounted: its count survived the new props.
    expect(screen.getByRole('button', { name: 'Alumni 1' })).toBeTruthy();
  });

  it('is recognised as a lazy page, so a route table can preload it', () => {
    expect(isLazyPage(lazyPage(createPageModule().factory, 'CounterPage'))).toBe(true);
    expect(isLazyPage(() => null)).toBe(false);
  });
});
