import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  AdminDisputesSchema,
  AdminPayoutsSchema,
  AdminRefundsSchema,
  DiscountCode,
  DiscountCodeInput,
  FinancialReport,
  Invoice,
  InvoiceListSchema,
  ManualInvoiceInput,
  OfflineMethod,
  PaymentProvider,
  PaymentPurpose,
  PaymentSettings,
  PaymentState,
  PaymentView,
  InvoiceKind,
  InvoiceState,
  Plan,
  PlanInput,
  RefundInput,
  Subscription,
  TaxRate,
  TaxRateInput,
} from '@tightlines/domain/payments/contract';
import type { AdminUserList } from '@tightlines/domain/admin/contract';
import type { DirectorEventList } from '@tightlines/domain/tournaments/events-contract';
import { api } from '#web/lib/api-client';

export type AdminRefunds = z.infer<typeof AdminRefundsSchema>;
export type AdminDisputes = z.infer<typeof AdminDisputesSchema>;
export type AdminPayouts = z.infer<typeof AdminPayoutsSchema>;
export type InvoiceList = z.infer<typeof InvoiceListSchema>;

export interface PaymentFilters {
  status?: PaymentState;
  purpose?: PaymentPurpose;
  provider?: PaymentProvider;
  q?: string;
}
export interface InvoiceFilters {
  kind?: InvoiceKind;
  status?: InvoiceState;
  q?: string;
}
export interface FinancialQuery {
  from: string;
  to: string;
  currency: string;
}

const PAGE_SIZE = 25;

/** Every admin-finance key starts with 'admin-finance', so one write can refresh the hub. */
export const financeKeys = {
  all: ['admin-finance'] as const,
  payments: (filters: PaymentFilters) => ['admin-finance', 'payments', filters] as const,
  payment: (paymentId: string) => ['admin-finance', 'payment', paymentId] as const,
  refunds: () => ['admin-finance', 'refunds'] as const,
  disputes: () => ['admin-finance', 'disputes'] as const,
  taxRates: () => ['admin-finance', 'tax-rates'] as const,
  discountCodes: () => ['admin-finance', 'discount-codes'] as const,
  invoices: (filters: InvoiceFilters) => ['admin-finance', 'invoices', filters] as const,
  subscriptions: () => ['admin-finance', 'subscriptions'] as const,
  plans: () => ['admin-finance', 'plans'] as const,
  settings: () => ['admin-finance', 'payment-settings'] as const,
  payouts: () => ['admin-finance', 'payouts'] as const,
  financial: (query: FinancialQuery) => ['admin-finance', 'financial', query] as const,
  events: () => ['admin-finance', 'events'] as const,
  customers: (query: string) => ['admin-finance', 'customers', query] as const,
};

/** A query string from the set values only ('' when none). */
export function searchOf(values: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** A keyset list ("Load more"): pages of `items` chained by `nextCursor`. */
function useCursorList<T>(key: QueryKey, path: string, params: Record<string, string | undefined> = {}) {
  return useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) =>
      api<{ items: T[]; nextCursor: string | null }>(
        `${path}${searchOf({ ...params, cursor: pageParam ?? undefined, limit: PAGE_SIZE })}`,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export const usePayments = (filters: PaymentFilters) =>
  useCursorList<PaymentView>(financeKeys.payments(filters), '/admin/payments', { ...filters });
export const useRefunds = () =>
  useCursorList<AdminRefunds['items'][number]>(financeKeys.refunds(), '/admin/refunds');
export const useDisputes = () =>
  useCursorList<AdminDisputes['items'][number]>(financeKeys.disputes(), '/admin/disputes');
export const usePayouts = () =>
  useCursorList<AdminPayouts['items'][number]>(financeKeys.payouts(), '/admin/payouts');
export const useInvoices = (filters: InvoiceFilters) =>
  useCursorList<Invoice>(financeKeys.invoices(filters), '/admin/invoices', { ...filters });

export function usePayment(paymentId: string | null) {
  return useQuery({
    queryKey: financeKeys.payment(paymentId ?? ''),
    queryFn: () => api<PaymentView>(`/payments/${encodeURIComponent(paymentId ?? '')}`),
    enabled: paymentId !== null,
    staleTime: 10_000,
  });
}

const list = <T>(path: string) => api<{ items: T[] }>(path).then((body) => body.items);

export const useTaxRates = () =>
  useQuery({ queryKey: financeKeys.taxRates(), queryFn: () => list<TaxRate>('/admin/tax-rates') });
export const useDiscountCodes = () =>
  useQuery({ queryKey: financeKeys.discountCodes(), queryFn: () => list<DiscountCode>('/discount-codes') });
export const useSubscriptions = () =>
  useQuery({
    queryKey: financeKeys.subscriptions(),
    queryFn: () => list<Subscription>('/admin/subscriptions'),
    staleTime: 30_000,
  });
export const usePlans = () =>
  useQuery({ queryKey: financeKeys.plans(), queryFn: () => list<Plan>('/admin/plans') });
export const usePaymentSettings = () =>
  useQuery({
    queryKey: financeKeys.settings(),
    queryFn: () => api<PaymentSettings>('/admin/payment-settings'),
  });
/** Admins see every event in the director list: the scopes a discount code can have. */
export const useScopeEvents = () =>
  useQuery({
    queryKey: financeKeys.events(),
    queryFn: () => api<DirectorEventList>('/tournament-director/events').then((body) => body.items),
    staleTime: 60_000,
  });

/** Invoice customers through the admin users search (GET /api/admin/users?query=), 8 at most. */
export const useCustomerSearch = (query: string) =>
  useQuery({
    queryKey: financeKeys.customers(query),
    queryFn: () => api<AdminUserList>(`/admin/users${searchOf({ offset: 0, limit: 8, query })}`),
    enabled: query !== '',
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export function useFinancial(query: FinancialQuery) {
  return useQuery({
    queryKey: financeKeys.financial(query),
    queryFn: () => api<FinancialReport>(`/admin/financial${searchOf({ ...query })}`),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The CSV export of the same report, as a link the browser downloads. */
export const financialCsvHref = (query: FinancialQuery) =>
  `/api/admin/financial.csv${searchOf({ ...query })}`;
export const invoicePdfHref = (invoiceId: string) => `/api/invoices/${encodeURIComponent(invoiceId)}/pdf`;

/** A write that refreshes the whole hub afterwards (a refund changes payments, refunds and the report). */
function useFinanceMutation<I, O>(write: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

const id = (value: string) => encodeURIComponent(value);

export const useRefundPayment = () =>
  useFinanceMutation(({ paymentId, input }: { paymentId: string; input: RefundInput }) =>
    api<PaymentView>(`/admin/payments/${id(paymentId)}/refund`, { method: 'POST', json: input }),
  );
export const useSubmitEvidence = () =>
  useFinanceMutation(({ disputeId, text }: { disputeId: string; text: string }) =>
    api<unknown>(`/payments/disputes/${id(disputeId)}/evidence`, { method: 'POST', json: { text } }),
  );
export const useSaveTaxRate = () =>
  useFinanceMutation(({ taxRateId, input }: { taxRateId: string | null; input: TaxRateInput }) =>
    taxRateId
      ? api<TaxRate>(`/admin/tax-rates/${id(taxRateId)}`, { method: 'PATCH', json: input })
      : api<TaxRate>('/admin/tax-rates', { method: 'POST', json: input }),
  );
export const useDeleteTaxRate = () =>
  useFinanceMutation((taxRateId: string) =>
    api<void>(`/admin/tax-rates/${id(taxRateId)}`, { method: 'DELETE' }),
  );
export const useSaveDiscountCode = () =>
  useFinanceMutation(({ codeId, input }: { codeId: string | null; input: DiscountCodeInput }) =>
    codeId
      ? api<DiscountCode>(`/discount-codes/${id(codeId)}`, { method: 'PATCH', json: input })
      : api<DiscountCode>('/discount-codes', { method: 'POST', json: input }),
  );
export const useDeleteDiscountCode = () =>
  useFinanceMutation((codeId: string) => api<void>(`/discount-codes/${id(codeId)}`, { method: 'DELETE' }));
export const useCreateInvoice = () =>
  useFinanceMutation((input: ManualInvoiceInput) =>
    api<Invoice>('/admin/invoices', { method: 'POST', json: input }),
  );
export const useMarkInvoicePaid = () =>
  useFinanceMutation(
    ({ invoiceId, method, note }: { invoiceId: string; method: OfflineMethod; note: string }) =>
      api<Invoice>(`/admin/invoices/${id(invoiceId)}/mark-paid`, { method: 'POST', json: { method, note } }),
  );
export const useVoidInvoice = () =>
  useFinanceMutation((invoiceId: string) =>
    api<Invoice>(`/admin/invoices/${id(invoiceId)}/void`, { method: 'POST' }),
  );
export const useSavePlan = () =>
  useFinanceMutation(({ planId, input }: { planId: string | null; input: PlanInput }) =>
    planId
      ? api<Plan>(`/admin/plans/${id(planId)}`, { method: 'PATCH', json: input })
      : api<Plan>('/admin/plans', { method: 'POST', json: input }),
  );
export const useSavePaymentSettings = () =>
  useFinanceMutation((input: PaymentSettings) =>
    api<PaymentSettings>('/admin/payment-settings', { method: 'PUT', json: input }),
  );
export const useRunPayouts = () =>
  useFinanceMutation(() => api<unknown>('/admin/payouts/run', { method: 'POST' }));
