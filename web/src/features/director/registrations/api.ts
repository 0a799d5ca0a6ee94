import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CodeCheckResult,
  DirectorRegistration,
  DirectorRegistrationList,
  DirectorRegistrationsQuery,
  QrCode,
} from '@tightlines/domain/tournaments/registration-contract';
import { api } from '#web/lib/api-client';
import { deskKeys } from '#web/features/director/lib/desk-keys';

const enc = encodeURIComponent;
const base = (eventId: string) => `/tournament-director/events/${enc(eventId)}`;

export { deskKeys };

export function useDeskRegistrations(eventId: string, query: DirectorRegistrationsQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, String(value));
  return useQuery({
    queryKey: deskKeys.list(eventId, query),
    queryFn: () => api<DirectorRegistrationList>(`${base(eventId)}/registrations?${params.toString()}`),
    placeholderData: (previous) => previous,
  });
}

export function useBoatQr(eventId: string, registrationId: string) {
  return useQuery({
    queryKey: deskKeys.qr(eventId, registrationId),
    queryFn: () => api<QrCode>(`${base(eventId)}/registrations/${enc(registrationId)}/qr`),
    staleTime: Infinity,
  });
}

export type DeskAction =
  { kind: 'check-in'; markPaid: boolean } | { kind: 'check-out' } | { kind: 'mark-paid' };

/** Check in (optionally marking the fee paid), check out or mark paid; the list refreshes after. */
export function useDeskAction(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, action }: { registrationId: string; action: DeskAction }) =>
      api<DirectorRegistration>(`${base(eventId)}/registrations/${enc(registrationId)}/${action.kind}`, {
        method: 'POST',
        json: action.kind === 'check-in' ? { markPaid: action.markPaid } : {},
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskKeys.event(eventId) }),
  });
}

export function useCheckInByCode(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      api<CodeCheckResult>(`${base(eventId)}/check-in`, { method: 'POST', json: { code } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: deskKeys.event(eventId) }),
  });
}
