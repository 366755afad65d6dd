import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatCents,
  fulfilmentMessages,
  type OrderFilter,
  orderFilters,
  orderMessages,
  previewRefund,
  refundAmountProblem,
  refundMessages,
  type StoreOrderDetail,
  type StoreOrderLine,
} from '@sideline/domain';
import { useState } from 'react';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { PortalPage } from '../../../ui/portal-page.tsx';
import { showFailureToast, showSuccessToast } from '../../../ui/toasts.ts';
import { orderChanges, useOrder, useOrderChange, useOrders } from './store-admin-api.ts';

const filterLabels: Record<OrderFilter | 'all', string> = {
  all: 'All',
  open: 'Open',
  fulfilled: 'Fulfilled',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

/** /portal/store/charges: every paid order (its charge), with the order's detail and actions. */
export function OrdersPage() {
  const [filter, setFilter] = useState<OrderFilter | 'all'>('all');
  const [selected, setSelected] = useState<string | null>(null);
  const orders = useOrders(filter);
  return (
    <PortalPage
      section="Store"
      title="Charges and orders"
      description="Every card payment your store received."
    >
      <Tabs
        value={filter}
        onChange={(_e, value) => setFilter(value)}
        aria-label="Order filter"
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {(['all', ...orderFilters] as const).map((f) => (
          <Tab key={f} value={f} label={filterLabels[f]} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 2 }}>
        <Card sx={{ flex: 1, minWidth: 0 }}>
          {orders.isPending ? <LoadingSpinner label="Loading orders" /> : null}
          {orders.error ? <Alert severity="error">{orders.error.message}</Alert> : null}
          {orders.data?.items.length === 0 ? <EmptyState prompt="No charges yet" /> : null}
          <List aria-label="Orders">
            {orders.data?.items.map((order) => (
              <ListItemButton
                key={order.id}
                selected={order.id === selected}
                onClick={() => setSelected(order.id)}
              >
                <ListItemText
                  primary={`${order.orderNumber} · ${order.customerName || order.customerEmail}`}
                  secondary={`${formatCents(order.totalCents)} · fee ${formatCents(order.serviceFeeCents)} · ${filterLabels[order.filter]}`}
                />
              </ListItemButton>
            ))}
          </List>
        </Card>
        <div style={{ flex: 2, minWidth: 0 }}>{selected ? <OrderDetail id={selected} /> : null}</div>
      </Stack>
    </PortalPage>
  );
}

function OrderDetail({ id }: { id: string }) {
  const order = useOrder(id);
  if (order.isPending) return <LoadingSpinner label="Loading the order" />;
  if (order.error) return <Alert severity="error">{order.error.message}</Alert>;
  const o = order.data;
  const headingId = `order-${o.id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h2" id={headingId} sx={{ fontSize: 22 }}>
            Order {o.orderNumber}
          </Typography>
          <dl style={{ margin: 0 }}>
            <Row
              label="Buyer"
              value={`${o.customerName} · ${o.customerEmail}${o.customerPhone ? ` · ${o.customerPhone}` : ''}`}
            />
            {o.shippingAddress ? (
              <Row
                label="Ship to"
                value={[
                  o.shippingAddress.name,
                  o.shippingAddress.line1,
                  o.shippingAddress.line2,
                  `${o.shippingAddress.city}, ${o.shippingAddress.state} ${o.shippingAddress.postalCode}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              />
            ) : null}
            <Row label="Items" value={formatCents(o.subtotalCents)} />
            <Row label="Shipping" value={formatCents(o.shippingCents)} />
            <Row label="Tax" value={formatCents(o.taxCents)} />
            <Row
              label="Paid"
              value={`${formatCents(o.totalCents)} (${o.paymentProvider}, ${o.chargeId ?? '—'})`}
            />
            <Row label="Platform fee" value={formatCents(o.serviceFeeCents)} />
            <Row label="Refunded" value={formatCents(o.refundedCents)} />
          </dl>
          <ul aria-label="Items of the order" style={{ margin: 0, paddingLeft: 20 }}>
            {o.items.map((item) => (
              <li key={item.id}>
                {/* The line's name already names its variant ("Home Jersey (Size: M)"). */}
                {item.name} × {item.quantity} — {formatCents(item.totalCents)}
                {item.kind === 'product' ? ` · ${fulfilmentLabel(item)}` : ''}
                {item.shippingNumber ? ` · ${item.shippingCarrier} ${item.shippingNumber}` : ''}
              </li>
            ))}
          </ul>
          {o.cancelledAt ? <Alert severity="warning">This order is cancelled.</Alert> : null}
          <FulfilForm order={o} />
          <HandOverButton order={o} />
          <RefundForm order={o} />
          <CancelButtons order={o} />
          <NotesForm order={o} />
        </Stack>
      </CardContent>
    </Card>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <dt style={{ fontWeight: 600, minWidth: 110, flexShrink: 0 }}>{label}</dt>
      {/* Long provider ids (pi_sandbox_…) wrap instead of running off a phone's screen. */}
      <dd style={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</dd>
    </div>
  );
}

/** A product line's state in words; a line the buyer picks up is handed over, never shipped. */
function fulfilmentLabel(item: StoreOrderLine): string {
  if (item.shippable) return item.fulfilmentStatus;
  if (item.fulfilmentStatus === 'unfulfilled') return 'to pick up';
  return item.fulfilmentStatus === 'delivered' ? 'picked up' : item.fulfilmentStatus;
}

/** The order's product lines still waiting, shipped (`shippable`) or picked up (not). */
const waitingLines = (order: StoreOrderDetail, shippable: boolean) =>
  order.items.filter(
    (i) => i.kind === 'product' && i.fulfilmentStatus === 'unfulfilled' && i.shippable === shippable,
  );

function HandOverButton({ order }: { order: StoreOrderDetail }) {
  const toHandOver = waitingLines(order, false);
  const handOver = useOrderChange(order.id, orderChanges.handOver);
  if (toHandOver.length === 0 || order.cancelledAt) return null;
  return (
    <Button
      variant="outlined"
      disabled={handOver.isPending}
      onClick={() =>
        handOver.mutate(
          { itemIds: toHandOver.map((i) => i.id) },
          { onSuccess: () => showSuccessToast(fulfilmentMessages.pickedUp), onError: showFailureToast },
        )
      }
      sx={{ alignSelf: 'flex-start' }}
    >
      Mark {toHandOver.map((i) => i.name).join(', ')} as picked up
    </Button>
  );
}

function FulfilForm({ order }: { order: StoreOrderDetail }) {
  const toShip = waitingLines(order, true);
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [trackingUrl, setTrackingUrl] = useState('');
  const fulfil = useOrderChange(order.id, orderChanges.fulfil);
  if (toShip.length === 0 || order.cancelledAt) return null;
  return (
    <Stack
      component="form"
      aria-label="Mark as shipped"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        fulfil.mutate(
          { itemIds: toShip.map((i) => i.id), carrier, trackingNumber, trackingUrl },
          { onSuccess: () => showSuccessToast(fulfilmentMessages.shipped), onError: showFailureToast },
        );
      }}
    >
      <Typography variant="h3" sx={{ fontSize: 18 }}>
        Ship {toShip.map((i) => i.name).join(', ')}
      </Typography>
      <TextField label="Carrier" value={carrier} onChange={(e) => setCarrier(e.target.value)} required />
      <TextField
        label="Tracking number"
        value={trackingNumber}
        onChange={(e) => setTrackingNumber(e.target.value)}
        required
      />
      <TextField
        label="Tracking link"
        value={trackingUrl}
        onChange={(e) => setTrackingUrl(e.target.value)}
        placeholder="https://"
      />
      <Button type="submit" variant="contained" disabled={fulfil.isPending}>
        Mark as shipped
      </Button>
    </Stack>
  );
}

function RefundForm({ order }: { order: StoreOrderDetail }) {
  const [dollars, setDollars] = useState('');
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const refund = useOrderChange(order.id, orderChanges.refund);
  const amountCents = Math.round(Number(dollars || '0') * 100);
  const problem = dollars ? refundAmountProblem(order, amountCents) : null;
  const preview = previewRefund(order, amountCents);
  if (order.refundedCents >= order.totalCents)
    return <Alert severity="info">{orderMessages.fullyRefunded}</Alert>;
  return (
    <Stack
      component="form"
      aria-label="Refund"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        refund.mutate(
          { amountCents, reason, idempotencyKey: key },
          {
            onSuccess: () => {
              showSuccessToast(refundMessages.created);
              setDollars('');
              setReason('');
              setKey(crypto.randomUUID());
            },
            onError: showFailureToast,
          },
        );
      }}
    >
      <Typography variant="h3" sx={{ fontSize: 18 }}>
        Refund
      </Typography>
      <TextField
        label="Amount ($)"
        value={dollars}
        onChange={(e) => setDollars(e.target.value)}
        inputMode="decimal"
        error={Boolean(problem)}
        helperText={problem ?? `Up to ${formatCents(order.totalCents - order.refundedCents)}`}
        required
      />
      <TextField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        required
        multiline
      />
      {amountCents > 0 && !problem ? (
        <Alert severity="info">
          The buyer gets {formatCents(amountCents)} back. {refundMessages.feeKept(preview.feeKeptCents)} Your
          club keeps {formatCents(preview.clubKeepsCents)} of this order.
        </Alert>
      ) : null}
      <Button
        type="submit"
        variant="outlined"
        color="warning"
        disabled={refund.isPending || Boolean(problem) || !dollars}
      >
        Refund {amountCents > 0 ? formatCents(amountCents) : ''}
      </Button>
    </Stack>
  );
}

function CancelButtons({ order }: { order: StoreOrderDetail }) {
  const cancel = useOrderChange(order.id, orderChanges.cancel);
  const reinstate = useOrderChange(order.id, orderChanges.reinstate);
  return order.cancelledAt ? (
    <Button
      onClick={() =>
        reinstate.mutate(undefined, {
          onSuccess: () => showSuccessToast(orderMessages.reinstated),
          onError: showFailureToast,
        })
      }
      disabled={reinstate.isPending}
    >
      Reinstate the order
    </Button>
  ) : (
    <Button
      color="error"
      onClick={() =>
        cancel.mutate(undefined, {
          onSuccess: () => showSuccessToast(orderMessages.cancelled),
          onError: showFailureToast,
        })
      }
      disabled={cancel.isPending}
    >
      Cancel the order (no refund)
    </Button>
  );
}

function NotesForm({ order }: { order: StoreOrderDetail }) {
  const [notes, setNotes] = useState(order.notes);
  const save = useOrderChange(order.id, orderChanges.notes);
  return (
    <Stack
      component="form"
      aria-label="Notes"
      spacing={1}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(notes, {
          onSuccess: () => showSuccessToast(orderMessages.notesSaved),
          onError: showFailureToast,
        });
      }}
    >
      <TextField
        label="Notes (only your team sees them)"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        multiline
        minRows={2}
      />
      <Button type="submit" disabled={save.isPending}>
        Save notes
      </Button>
    </Stack>
  );
}
