import type {
  CommunicationsSettings,
  CommunicationsSettingsResponse,
  changeEmailRequestSchema,
  RecoveryCodesResponse,
  TeamDataStatus,
  TeamExportView,
  TeamImportResult,
  TwoFactorConfirmRequest,
  TwoFactorPasswordRequest,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@sideline/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet, apiPost, apiRequest, type MessageResponse } from '../../../ui/api-client.ts';

export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: z.input<typeof changeEmailRequestSchema>) =>
      apiPost<MessageResponse>('/api/accounts/email', body),
  });
}

const communicationsKey = ['settings', 'communications'] as const;

/** GET /api/settings/communications: addresses, phones and notification preferences. */
export function useCommunicationsSettings() {
  return useQuery({
    queryKey: communicationsKey,
    queryFn: ({ signal }) => apiGet<CommunicationsSettingsResponse>('/api/settings/communications', signal),
  });
}

export function useSaveCommunicationsSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunicationsSettings) =>
      apiRequest<CommunicationsSettingsResponse>('/api/settings/communications', { method: 'PUT', body }),
    onSuccess: (answer) => queryClient.setQueryData(communicationsKey, answer),
  });
}

const teamDataKey = ['settings', 'team-data'] as const;

/** GET /api/team-data: the latest export (polled while the worker builds it) and the closure. */
export function useTeamData() {
  return useQuery({
    queryKey: teamDataKey,
    queryFn: ({ signal }) => apiGet<TeamDataStatus>('/api/team-data', signal),
    // The section shows a load failure itself, with a retry.
    meta: { silentError: true },
    refetchInterval: (query) => {
      const status = query.state.data?.latestExport?.status;
      return status === 'queued' || status === 'running' ? 1500 : false;
    },
  });
}

/** POST /api/team-data/exports: "Download everything". */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<TeamExportView>('/api/team-data/exports'),
    onSuccess: (latestExport) =>
      queryClient.setQueryData<TeamDataStatus>(teamDataKey, (status) => ({
        closure: status?.closure ?? null,
        latestExport,
      })),
  });
}

/** POST /api/team-data/imports: a new team from an archive. */
export function useImportTeam() {
  return useMutation({
    // The section shows the refusal (what is wrong with the archive) beside the upload.
    meta: { silentError: true },
    mutationFn: (archive: File) => {
      const body = new FormData();
      body.append('archive', archive, archive.name);
      return apiRequest<TeamImportResult>('/api/team-data/imports', { method: 'POST', body });
    },
  });
}

const twoFactorKey = ['settings', 'two-factor'] as const;

/** GET /api/accounts/two-factor: whether sign-in asks for an authenticator code. */
export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => apiGet<TwoFactorStatus>('/api/accounts/two-factor', signal),
  });
}

/** Enrolment's first step: the QR code, key and recovery codes (nothing is on yet). */
export function useSetUpTwoFactor() {
  return useMutation({
    mutationFn: (body: TwoFactorPasswordRequest) =>
      apiPost<TwoFactorSetup>('/api/accounts/two-factor/setup', body),
  });
}

/** Enrolment's last step, and turning it off: the answer is the new status. */
export function useChangeTwoFactor(action: 'confirm' | 'disable') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmRequest | TwoFactorPasswordRequest) =>
      apiPost<TwoFactorStatus & MessageResponse>(`/api/accounts/two-factor/${action}`, body),
    onSuccess: ({ enabled }) => {
      queryClient.setQueryData<TwoFactorStatus>(twoFactorKey, { enabled });
      // The operator console opens only with it on.
      void queryClient.invalidateQueries({ queryKey: ['operator', 'access'] });
    },
  });
}

export function useNewRecoveryCodes() {
  return useMutation({
    mutationFn: (body: TwoFactorPasswordRequest) =>
      apiPost<RecoveryCodesResponse>('/api/accounts/two-factor/recovery-codes', body),
  });
}
