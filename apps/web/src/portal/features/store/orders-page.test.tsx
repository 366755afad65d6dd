import { fulfilmentMessages, type StoreOrderDetail, type StoreOrderLine } from '@sideline/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../../ui/toast-provider.tsx';
import { OrdersPage } from './orders-page.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const line = (id: string, name: string, shippable: boolean): StoreOrderLine => ({
  id,
  kind: 'product',
  name,
  sku: '',
  options: {},
  unitPriceCents: 2000,
  quantity: 1,
  totalCents: 2000,
  shippable,
  fulfilmentStatus: 'unfulfilled',
  shippingCarrier: '',
  shippingNumber: '',
  shippingUrl: '',
  fulfilledAt: null,
});

const order: StoreOrderDetail = {
  id: 'order-1',
  orderNumber: '1001',
  status: 'paid',
  filter: 'open',
  customerName: 'Jo Fan',
  customerEmail: 'jo@example.com',
  totalCents: 4000,
  serviceFeeCents: 400,
  refundedCents: 0,
  paidAt: '2026-11-28T18:00:00.000Z',
  itemCount: 2,
  customerPhone: '',
  shippingAddress: null,
  subtotalCents: 4000,
  shippingCents: 0,
  taxCents: 0,
  netCents: 3600,
  paymentProvider: 'sandbox',
  chargeId: 'pi_sandbox_1',
  cancelledAt: null,
  notes: '',
  items: [line('jersey', 'Home Jersey (Size: M)', true), line('scarf', 'Supporters scarf', false)],
  refunds: [],
};

function renderPage() {
  const posted: { path: string; body: unknown }[] = [];
  // What the server holds: the hand-over changes it, as a later read shows.
  let stored = order;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === '/api/store-admin/orders') return new Response(JSON.stringify({ items: [stored] }));
      if (path === '/api/store-admin/orders/order-1') return new Response(JSON.stringify(stored));
      if (path === '/api/store-admin/orders/order-1/hand-over') {
        posted.push({ path, body: JSON.parse(String(init?.body)) });
        const scarf: StoreOrderLine = {
          ...line('scarf', 'Supporters scarf', false),
          fulfilmentStatus: 'delivered',
        };
        stored = { ...order, items: [line('jersey', 'Home Jersey (Size: M)', true), scarf] };
        return new Response(JSON.stringify(stored));
      }
      return new Response('{}', { status: 404 });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <MemoryRouter>
          <OrdersPage />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
  return posted;
}

describe('Store → Charges and orders', () => {
  it('ships only the shippable line and hands the picked-up one over without a carrier', async () => {
    const posted = renderPage();
    fireEvent.click(await screen.findByText('1001 · Jo Fan'));
    const detail = await screen.findByRole('region', { name: 'Order 1001' });
    const shipForm = within(detail).getByRole('form', { name: 'Mark as shipped' });
    expect(within(shipForm).getByRole('heading').textContent).toBe('Ship Home Jersey (Size: M)');
    expect(within(detail).getByText(/Supporters scarf × 1 .* to pick up/)).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Mark Supporters scarf as picked up' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.body).toEqual({ itemIds: ['scarf'] });
    expect(await screen.findByText(fulfilmentMessages.pickedUp)).toBeTruthy();
    expect(await within(detail).findByText(/Supporters scarf × 1 .* picked up/)).toBeTruthy();
  });
});
