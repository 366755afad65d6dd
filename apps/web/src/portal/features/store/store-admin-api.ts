import type {
  DisputeEvidenceBody,
  FulfilOrderBody,
  HandOverOrderBody,
  OrderFilter,
  RefundRequestBody,
  StoreDispute,
  StoreMoney,
  StoreOrderDetail,
  StoreOrderSummary,
  StoreOverview,
  StoreScheduleResponse,
  StoreScheduleUpdateInput,
  StoreSettingsResponse,
  StoreSettingsUpdateInput,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost, apiRequest } from '../../../ui/api-client.ts';

const base = '/api/store-admin';
const keys = {
  all: ['store-admin'] as const,
  overview: ['store-admin', 'overview'] as const,
  orders: (filter: OrderFilter | 'all') => ['store-admin', 'orders', filter] as const,
  order: (id: string) => ['store-admin', 'order', id] as const,
  disputes: ['store-admin', 'disputes'] as const,
  money: ['store-admin', 'money'] as const,
};

export function useStoreOverview() {
  return useQuery({
    queryKey: keys.overview,
    queryFn: ({ signal }) => apiGet<StoreOverview>(`${base}/overview`, signal),
  });
}

/** The balance, the newest payouts and the payout schedule, as the payment provider states them. */
export function useStoreMoney() {
  return useQuery({
    queryKey: keys.money,
    queryFn: ({ signal }) => apiGet<StoreMoney>(`${base}/money`, signal),
  });
}

export function useOrders(filter: OrderFilter | 'all') {
  return useQuery({
    queryKey: keys.orders(filter),
    queryFn: ({ signal }) =>
      apiGet<{ items: StoreOrderSummary[] }>(
        `${base}/orders${filter === 'all' ? '' : `?filter=${filter}`}`,
        signal,
      ),
  });
}

export function useOrder(id: string | null) {
  return useQuery({
    queryKey: keys.order(id ?? ''),
    queryFn: ({ signal }) => apiGet<StoreOrderDetail>(`${base}/orders/${id}`, signal),
    enabled: id !== null,
  });
}

/** One change of an order; the order, the lists and the overview are read again after it. */
export function useOrderChange<Body>(
  id: string,
  send: (id: string, body: Body) => Promise<StoreOrderDetail>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(id, body),
    onSuccess: (order) => {
      queryClient.setQueryData(keys.order(id), order);
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export const orderChanges = {
  fulfil: (id: string, body: FulfilOrderBody) =>
    apiPost<StoreOrderDetail>(`${base}/orders/${id}/fulfil`, body),
  handOver: (id: string, body: HandOverOrderBody) =>
    apiPost<StoreOrderDetail>(`${base}/orders/${id}/hand-over`, body),
  cancel: (id: string) => apiPost<StoreOrderDetail>(`${base}/orders/${id}/cancel`),
  reinstate: (id: string) => apiPost<StoreOrderDetail>(`${base}/orders/${id}/reinstate`),
  notes: (id: string, notes: string) =>
    apiRequest<StoreOrderDetail>(`${base}/orders/${id}/notes`, { method: 'PUT', body: { notes } }),
  refund: (id: string, body: RefundRequestBody) =>
    apiPost<StoreOrderDetail>(`${base}/orders/${id}/refunds`, body),
};

export function useDisputes() {
  return useQuery({
    queryKey: keys.disputes,
    queryFn: ({ signal }) => apiGet<{ items: StoreDispute[] }>(`${base}/disputes`, signal),
  });
}

export function useSubmitEvidence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...evidence }: DisputeEvidenceBody & { id: string }) =>
      apiPost<StoreDispute>(`${base}/disputes/${id}/evidence`, evidence),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.disputes }),
  });
}

/** Uploads one file for a dispute's evidence; it is kept privately until the evidence is sent. */
export function attachEvidenceFile(disputeId: string, file: File) {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<{ fileId: string; name: string }>(`${base}/disputes/${disputeId}/files`, {
    method: 'POST',
    body,
  });
}

const settingsKeys = {
  settings: ['store-admin', 'settings'] as const,
  schedule: ['store-admin', 'schedule'] as const,
};

export function useStoreSettings() {
  return useQuery({
    queryKey: settingsKeys.settings,
    queryFn: ({ signal }) => apiGet<StoreSettingsResponse>(`${base}/settings`, signal),
  });
}

/** Saves Store → Settings; the overview and the schedule's closed message are read again after it. */
export function useSaveStoreSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreSettingsUpdateInput) =>
      apiRequest<StoreSettingsResponse>(`${base}/settings`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.settings, saved);
      return queryClient.invalidateQueries({ queryKey: keys.all });
    },
  });
}

export function useStoreSchedule() {
  return useQuery({
    queryKey: settingsKeys.schedule,
    queryFn: ({ signal }) => apiGet<StoreScheduleResponse>(`${base}/schedule`, signal),
  });
}

export function useSaveStoreSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoreScheduleUpdateInput) =>
      apiRequest<StoreScheduleResponse>(`${base}/schedule`, { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.schedule, saved);
      return queryClient.invalidateQueries({ queryKey: keys.overview });
    },
  });
}
