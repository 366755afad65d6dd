import type { IncomingMessage } from 'node:http';
import type { PageViewRecorder } from './page-view-recorder.ts';
import { hasSessionCookie, isPageNavigation, referrerHostOf } from './page-view-rules.ts';

/**
 * What the site's page routes call for each public page they answer (cached or rendered): a
 * navigation to a page (200, or 304 revalidated) is handed to the recorder; nothing is written on
 * the request. The team's own admin is left out by the routed path, which knows the session: the
 * fast path leaves any request with a Sideline session cookie to it (`isForRoutedPath`).
 */
export function createPageViewCounter(deps: {
  recorder: PageViewRecorder;
  now: () => Date;
  clientAddress: (request: IncomingMessage) => string;
}) {
  return {
    /** The fast path must not answer: the visitor may be the team's admin (session cookie). */
    isForRoutedPath(request: IncomingMessage): boolean {
      return deps.recorder.isCounting && hasSessionCookie(request.headers);
    },
    count(request: IncomingMessage, teamId: string, sitePath: string, status: number): void {
      if (!deps.recorder.isCounting || (status !== 200 && status !== 304)) return;
      const { headers } = request;
      if (!isPageNavigation(headers)) return;
      deps.recorder.record({
        teamId,
        path: sitePath,
        at: deps.now(),
        ip: deps.clientAddress(request),
        userAgent: headers['user-agent'] ?? '',
        referrerHost: referrerHostOf(headers.referer, headers.host),
      });
    },
  };
}

export type PageViewCounter = ReturnType<typeof createPageViewCounter>;
