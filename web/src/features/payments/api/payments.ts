import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Checkout,
  CheckoutInput,
  Invoice,
  PaymentConfig,
  PaymentList,
  PaymentView,
  Plan,
  Quote,
  Subscription,
} from '@tightlines/domain/payments/contract';
import { api } from '#web/lib/api-client';
import {
  availableCapabilities,
  withPaymentMode,
  type Capability,
  type CapabilityKey,
} from '#web/lib/capabilities';

/** Every payments query key starts with 'payments'. */
export const paymentKeys = {
  all: ['payments'] as const,
  config: () => ['payments', 'config'] as const,
  one: (id: string) => ['payments', 'one', id] as const,
  mine: () => ['payments', 'mine'] as const,
  invoices: () => ['payments', 'invoices'] as const,
  plans: () => ['payments', 'plans'] as const,
  subscriptions: () => ['payments', 'subscriptions'] as const,
};

const enc = encodeURIComponent;

/** Where a receipt's or invoice's PDF downloads (the session cookie goes with the link). */
export const invoicePdfUrl = (invoiceId: string) => `/api/invoices/${enc(invoiceId)}/pdf`;

/** Polling a payment stops after this long; the page then says it is still being processed. */
export const POLL_LIMIT_MS = 60_000;
export const POLL_INTERVAL_MS = 2_000;

/** GET /api/payments/config: Stripe (pay online) or offline (pay at check-in). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: paymentKeys.config(),
    queryFn: () => api<PaymentConfig>('/payments/config'),
    staleTime: 5 * 60_000,
  });
}

/**
 * What works today (home, About, FAQ, help, /demo), with the payments card in this server's truth: card
 * payment online only when a provider is configured; until the config arrives, the modest one (check-in).
 */
export function useCapabilities(only?: readonly CapabilityKey[]): Capability[] {
  const config = usePaymentConfig();
  return withPaymentMode(availableCapabilities(only), config.data?.provider === 'stripe');
}

/** The server's price for these registrations (with a discount code when given). */
export function useQuote(registrationIds: readonly string[], discountCode: string | undefined) {
  return useQuery({
    queryKey: ['payments', 'quote', [...registrationIds].sort().join(','), discountCode ?? ''] as const,
    queryFn: () =>
      api<Quote>('/payments/quote', {
        method: 'POST',
        json: {
          registrationIds: [...registrationIds],
          ...(discountCode ? { discountCode } : {}),
        } satisfies CheckoutInput,
      }),
    enabled: registrationIds.length > 0,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}

/** Opens a checkout: on Stripe, the provider's page to go to; offline or free, none. */
export function useCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CheckoutInput) =>
      api<Checkout>('/payments/checkout', { method: 'POST', json: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['registration'] }),
  });
}

/**
 * One payment; while it is pending it is asked again every two seconds (the provider's webhook settles it),
 * for at most a minute from `since`.
 */
export function usePayment(paymentId: string | null, since: number) {
  return useQuery({
    queryKey: paymentKeys.one(paymentId ?? ''),
    queryFn: () => api<PaymentView>(`/payments/${enc(paymentId ?? '')}`),
    enabled: Boolean(paymentId),
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && Date.now() - since < POLL_LIMIT_MS ? POLL_INTERVAL_MS : false,
  });
}

export function useMyPayments() {
  return useInfiniteQuery({
    queryKey: paymentKeys.mine(),
    queryFn: ({ pageParam }) =>
      api<PaymentList>(`/payments/mine${pageParam ? `?cursor=${enc(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

export function useMyInvoices() {
  return useInfiniteQuery({
    queryKey: paymentKeys.invoices(),
    queryFn: ({ pageParam }) =>
      api<{ items: Invoice[]; nextCursor: string | null }>(
        `/invoices/mine${pageParam ? `?cursor=${enc(pageParam)}` : ''}`,
      ),
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}

/** GET /api/plans (public): the active plans. */
export function usePlans() {
  return useQuery({
    queryKey: paymentKeys.plans(),
    queryFn: () => api<{ items: Plan[] }>('/plans'),
    staleTime: 5 * 60_000,
  });
}

export function useMySubscriptions(enabled = true) {
  return useQuery({
    queryKey: paymentKeys.subscriptions(),
    queryFn: () => api<{ items: Subscription[] }>('/subscriptions/mine'),
    enabled,
  });
}

export interface SubscribeResult {
  subscription: Subscription;
  checkoutUrl: string | null;
  invoiceId: string | null;
}

export function useSubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: string) =>
      api<SubscribeResult>('/subscriptions', { method: 'POST', json: { planId } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptions() }),
  });
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ subscriptionId, planId }: { subscriptionId: string; planId: string }) =>
      api<SubscribeResult>(`/subscriptions/${enc(subscriptionId)}/change`, {
        method: 'POST',
        json: { planId },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptions() }),
  });
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api<Subscription>(`/subscriptions/${enc(subscriptionId)}/cancel`, { method: 'POST' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptions() }),
  });
}

/** Sends the browser to the provider's page (a function so tests can watch it). */
export const redirectTo = {
  assign: (url: string) => window.location.assign(url),
};
