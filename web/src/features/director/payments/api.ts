import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DiscountCode,
  DiscountCodeInput,
  Earnings,
  OfflinePaymentInput,
  PaymentConfig,
  PaymentView,
  RefundInput,
  DiscountCodeListSchema,
} from '@tightlines/domain/payments/contract';
import type { z } from 'zod';
import { api } from '#web/lib/api-client';
import { deskKeys } from '#web/features/director/lib/desk-keys';

type DiscountCodeList = z.infer<typeof DiscountCodeListSchema>;

const enc = encodeURIComponent;

export const moneyKeys = {
  config: ['payments', 'config'] as const,
  earnings: ['payments', 'earnings'] as const,
  discountCodes: ['payments', 'discount-codes'] as const,
  payment: (paymentId: string) => ['payments', 'payment', paymentId] as const,
};

/** Which provider takes payments: 'offline' means no Connect onboarding and no card checkout. */
export function usePaymentConfig() {
  return useQuery({
    queryKey: moneyKeys.config,
    queryFn: () => api<PaymentConfig>('/payments/config'),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in payee's balances, per-event earnings, payouts, platform fee and payout schedule. */
export function useEarnings() {
  return useQuery({ queryKey: moneyKeys.earnings, queryFn: () => api<Earnings>('/earnings') });
}

/** The provider's onboarding page for payouts (Stripe Connect Express). */
export function useConnectPayouts() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/earnings/connect', { method: 'POST' }),
  });
}

export function useDiscountCodes() {
  return useQuery({
    queryKey: moneyKeys.discountCodes,
    queryFn: () => api<DiscountCodeList>('/discount-codes'),
  });
}

function useDiscountMutation<TVars>(fn: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moneyKeys.discountCodes }),
  });
}

export const useCreateDiscountCode = () =>
  useDiscountMutation((input: DiscountCodeInput) =>
    api<DiscountCode>('/discount-codes', { method: 'POST', json: input }),
  );

/** The whole input every time (the server validates it as a whole, refinements included). */
export const useUpdateDiscountCode = () =>
  useDiscountMutation(({ id, input }: { id: string; input: DiscountCodeInput }) =>
    api<DiscountCode>(`/discount-codes/${enc(id)}`, { method: 'PATCH', json: input }),
  );

export const useDeleteDiscountCode = () =>
  useDiscountMutation((id: string) => api<null>(`/discount-codes/${enc(id)}`, { method: 'DELETE' }));

/** A payment with its refunds and dispute (the payer, a director of its event, admins). */
export function usePayment(paymentId: string | null | undefined, enabled = true) {
  return useQuery({
    queryKey: moneyKeys.payment(paymentId ?? ''),
    queryFn: () => api<PaymentView>(`/payments/${enc(paymentId ?? '')}`),
    enabled: enabled && Boolean(paymentId),
  });
}

const registrationPath = (eventId: string, registrationId: string) =>
  `/tournament-director/events/${enc(eventId)}/registrations/${enc(registrationId)}`;

/** After money moves, the desk, the payment and the earnings are stale. */
function useDeskMoneyMutation<TVars>(eventId: string, fn: (vars: TVars) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: deskKeys.event(eventId) });
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}

export const useRefundRegistration = (eventId: string) =>
  useDeskMoneyMutation(eventId, ({ registrationId, input }: { registrationId: string; input: RefundInput }) =>
    api<unknown>(`${registrationPath(eventId, registrationId)}/refund`, { method: 'POST', json: input }),
  );

export const useRecordPayment = (eventId: string) =>
  useDeskMoneyMutation(
    eventId,
    ({ registrationId, input }: { registrationId: string; input: OfflinePaymentInput }) =>
      api<unknown>(`${registrationPath(eventId, registrationId)}/payment`, { method: 'POST', json: input }),
  );

export const useSubmitDisputeEvidence = (eventId: string) =>
  useDeskMoneyMutation(eventId, ({ disputeId, text }: { disputeId: string; text: string }) =>
    api<unknown>(`/payments/disputes/${enc(disputeId)}/evidence`, { method: 'POST', json: { text } }),
  );
