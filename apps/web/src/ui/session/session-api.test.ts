import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../test/team-fixture.ts';
import { createQueryClient } from '../query-client.ts';
import { showFailureToast } from '../toasts.ts';
import { sessionQueryKey, signedOutSession, startResumingSession } from './session-api.ts';

vi.mock('../toasts.ts', () => ({ showFailureToast: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(showFailureToast).mockClear();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** Opens the app at `path` and answers the session it resumes. */
async function resumeAt(path: string, fetchMock: () => Promise<Response>) {
  window.history.replaceState(null, '', path);
  vi.stubGlobal('fetch', vi.fn(fetchMock));
  const client = createQueryClient();
  startResumingSession(client);
  await vi.waitFor(() => expect(client.getQueryData(sessionQueryKey)).toBeDefined());
  return client.getQueryData(sessionQueryKey);
}

const resumed = async () => new Response(JSON.stringify(buildSession()), { status: 200 });
const noSignal = async () => {
  throw new TypeError('Failed to fetch');
};

describe('resuming the session with no signal (the scanner opens offline, issue 23)', () => {
  it("opens the admin's scanner page with the session it last had there", async () => {
    expect(await resumeAt('/portal/readticket', resumed)).toEqual(buildSession());
    expect(await resumeAt('/portal/scanticket?ticket=t1', noSignal)).toEqual(buildSession());
    expect(showFailureToast).not.toHaveBeenCalled();
  });

  it('leaves every other page signed out, and keeps nothing from them', async () => {
    expect(await resumeAt('/portal/dashboard', resumed)).toEqual(buildSession());
    expect(await resumeAt('/portal/readticket', noSignal)).toEqual(signedOutSession);
    await resumeAt('/portal/readticket', resumed);
    expect(await resumeAt('/portal/store', noSignal)).toEqual(signedOutSession);
    expect(showFailureToast).toHaveBeenCalledTimes(2);
  });

  it('forgets the kept session once the server says the browser is signed out', async () => {
    await resumeAt('/portal/readticket', resumed);
    await resumeAt('/portal/readticket', async () => new Response(JSON.stringify(signedOutSession)));
    expect(await resumeAt('/portal/readticket', noSignal)).toEqual(signedOutSession);
  });
});
