import { disputeMessages, type StoreDispute } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../test/team-fixture.ts';
import { sessionQueryKey } from '../../../ui/session/session-api.ts';
import { ToastProvider } from '../../../ui/toast-provider.tsx';
import { DisputesPage } from './disputes-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openDispute: StoreDispute = {
  id: 'dp_1',
  orderId: 'order-1',
  orderNumber: '1001',
  amountCents: 7300,
  reason: 'product_not_received',
  status: 'needs_response',
  dueBy: '2026-12-06T00:00:00.000Z',
  evidenceText: '',
  evidenceFiles: [],
  submittedAt: null,
};

function renderPage() {
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/store-admin/disputes') {
        return new Response(JSON.stringify({ items: [openDispute] }), { status: 200 });
      }
      if (path === '/api/store-admin/disputes/dp_1/files') {
        const body = init?.body;
        if (!(body instanceof FormData)) throw new Error('the upload is not multipart');
        const file = body.get('file') as File;
        sent.push({ path, body: file.name });
        return new Response(JSON.stringify({ fileId: 'file-1', name: file.name }), { status: 201 });
      }
      if (path === '/api/store-admin/disputes/dp_1/evidence') {
        sent.push({ path, body: JSON.parse(String(init?.body)) });
        return new Response(JSON.stringify({ ...openDispute, submittedAt: '2026-11-29T00:00:00.000Z' }), {
          status: 200,
        });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueryKey, buildSession());
  render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>
          <DisputesPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return sent;
}

describe('Store → Disputes', () => {
  it('attaches a proof of delivery and sends it with the evidence text', async () => {
    const sent = renderPage();
    const form = await screen.findByRole('form', { name: 'Evidence' });
    fireEvent.change(within(form).getByLabelText('Evidence'), { target: { value: 'Delivered May 3.' } });
    const proof = new File(['%PDF-1.4'], 'delivery.pdf', { type: 'application/pdf' });
    fireEvent.change(within(form).getByLabelText('Proof of shipping or delivery'), {
      target: { files: [proof] },
    });
    expect(await within(form).findByText('delivery.pdf')).toBeTruthy();
    fireEvent.click(within(form).getByRole('button', { name: 'Submit evidence' }));
    await waitFor(() => expect(sent.map((s) => s.path)).toContain('/api/store-admin/disputes/dp_1/evidence'));
    expect(sent.at(-1)?.body).toEqual({
      text: 'Delivered May 3.',
      files: [{ kind: 'shipping_documentation', fileId: 'file-1' }],
    });
    expect(await screen.findByText(disputeMessages.evidenceSubmitted)).toBeTruthy();
  });

  it('refuses a file the card issuer does not take before uploading it', async () => {
    const sent = renderPage();
    const form = await screen.findByRole('form', { name: 'Evidence' });
    const video = new File(['x'], 'unboxing.mov', { type: 'video/quicktime' });
    fireEvent.change(within(form).getByLabelText('Receipt'), { target: { files: [video] } });
    expect((await within(form).findByRole('alert')).textContent).toBe(
      disputeMessages.fileType('unboxing.mov'),
    );
    expect(sent).toEqual([]);
  });
});
