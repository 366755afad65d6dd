import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceLiveRegions, livePollMs } from './live-regions.ts';

const pageWith = (score: string, live: 'on' | 'off') =>
  `<main><div data-live-region="game" data-live="${live}"><p data-live-score="">${score}</p></div></main>`;

describe('live regions', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = pageWith('Harbor 1 – 0 Bay State', 'on');
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('swaps in the new score, announces it, and stops once the game is finished', async () => {
    const answers = [
      new Response(pageWith('Harbor 2 – 0 Bay State', 'on'), { status: 200, headers: { etag: 'W/"v2"' } }),
      new Response(null, { status: 304 }),
      new Response(pageWith('Harbor 2 – 1 Bay State', 'off'), { status: 200, headers: { etag: 'W/"v3"' } }),
    ];
    const fetchPage = vi.fn(async () => answers.shift() ?? new Response(null, { status: 304 }));
    enhanceLiveRegions(document, fetchPage as unknown as typeof fetch);
    const announcer = document.querySelector('[aria-live="polite"]');

    await vi.advanceTimersByTimeAsync(livePollMs);
    expect(document.querySelector('[data-live-score]')?.textContent).toBe('Harbor 2 – 0 Bay State');
    expect(announcer?.textContent).toBe('Harbor 2 – 0 Bay State');

    await vi.advanceTimersByTimeAsync(livePollMs);
    // 304: nothing changed; the second poll sent the first answer's ETag.
    expect((fetchPage.mock.calls[1] as unknown[])[1]).toMatchObject({
      headers: { 'if-none-match': 'W/"v2"' },
    });

    await vi.advanceTimersByTimeAsync(livePollMs);
    expect(document.querySelector('[data-live-region]')?.getAttribute('data-live')).toBe('off');
    expect(announcer?.textContent).toBe('Harbor 2 – 1 Bay State');

    await vi.advanceTimersByTimeAsync(livePollMs * 5);
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it('does nothing on a page without a game being played', () => {
    document.body.innerHTML = pageWith('Final 3 – 2', 'off');
    const fetchPage = vi.fn();
    enhanceLiveRegions(document, fetchPage as unknown as typeof fetch);
    vi.advanceTimersByTime(livePollMs * 3);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(document.querySelector('[aria-live]')).toBeNull();
  });
});
