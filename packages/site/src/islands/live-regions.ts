/** How often a page with a game being played asks for a newer version of itself. */
export const livePollMs = 3000;

const liveSelector = '[data-live-region][data-live="on"]';

/**
 * Keeps the live regions of a page current while a game is played (issue 8: each saved sheet
 * event shows within 5 seconds). The page itself is fetched again, conditionally: the server's
 * page cache answers 304 from its ETag (the team's content version) until something changes, so
 * there is one renderer and no extra endpoint. New regions replace the old ones in place; the
 * new score is announced politely. Polling stops once no region is live (the game finished),
 * after swapping in the final version, and pauses while the tab is hidden.
 */
export function enhanceLiveRegions(root: Document, fetchPage: typeof fetch = fetch): () => void {
  if (!root.querySelector(liveSelector)) return () => {};
  const announcer = root.createElement('p');
  announcer.className = 'visually-hidden';
  announcer.setAttribute('aria-live', 'polite');
  root.body.append(announcer);
  let etag = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function refresh() {
    if (root.visibilityState === 'hidden') return schedule();
    try {
      const response = await fetchPage(root.location.href, {
        headers: etag ? { 'if-none-match': etag, accept: 'text/html' } : { accept: 'text/html' },
        cache: 'no-store',
      });
      if (response.status === 200) {
        etag = response.headers.get('etag') ?? '';
        swap(new DOMParser().parseFromString(await response.text(), 'text/html'));
      }
    } catch {
      // Offline for a moment at the rink: the next round tries again.
    }
    if (root.querySelector(liveSelector)) schedule();
    else stop();
  }

  function swap(next: Document) {
    for (const region of root.querySelectorAll<HTMLElement>('[data-live-region]')) {
      const fresh = next.querySelector<HTMLElement>(`[data-live-region="${region.dataset.liveRegion}"]`);
      if (!fresh) continue;
      const before = region.querySelector('[data-live-score]')?.textContent ?? '';
      region.replaceChildren(...Array.from(fresh.childNodes).map((node) => root.importNode(node, true)));
      region.dataset.live = fresh.dataset.live;
      const after = region.querySelector('[data-live-score]')?.textContent ?? '';
      if (after && after !== before) announcer.textContent = after.replace(/\s+/g, ' ').trim();
    }
  }

  function schedule() {
    if (!stopped) timer = setTimeout(refresh, livePollMs);
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
  }

  schedule();
  return stop;
}
