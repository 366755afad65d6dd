/**
 * The only script of a prerendered marketing page (docs/decisions/010). The page is on screen
 * from its HTML; the app that hydrates it loads once the browser has painted that HTML, so its
 * JavaScript never competes with the first paint for the network or the main thread. The build
 * lists the app's chunks, then the page's, on this script's element, in evaluation order: all are
 * fetched at once, then evaluated one chunk per task, each after what it imports (as the module
 * graph would, but without one long task that blocks input).
 * A tab opened in the background paints, and so hydrates, when it is first shown.
 */
import { importWithReload } from './ui/import-with-reload.ts';

const chunks =
  document.querySelector<HTMLScriptElement>('script[data-chunks]')?.dataset.chunks?.split(' ') ?? [];

/** Resolves in a later task: the browser can paint and handle input in between. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

await new Promise((resolve) => requestAnimationFrame(resolve));
await nextTask();
// A few at a time: each preload starts a request, which costs the main thread about a millisecond.
for (let i = 0; i < chunks.length; i += 6) {
  for (const href of chunks.slice(i, i + 6)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  await nextTask();
}
for (const href of chunks) {
  // A chunk missing after a deploy reloads the page once, as the app's own lazy pages do.
  await importWithReload(() => import(/* @vite-ignore */ href));
  await nextTask();
}
