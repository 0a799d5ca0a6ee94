import { useMutation, useQuery } from '@tanstack/react-query';
import type { CaptainDashboard, CaptainEarnings } from '@tightlines/domain/charters/office';
import { api } from '#web/lib/api-client';

export const officeKeys = {
  dashboard: (tz: string) => ['captain', 'dashboard', tz] as const,
  earnings: (from: string, to: string) => ['captain', 'earnings', from, to] as const,
};

/** The reader's zone decides what "today" is. */
const readerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

export function useCaptainDashboard() {
  const tz = readerTimeZone();
  return useQuery({
    queryKey: officeKeys.dashboard(tz),
    queryFn: () => api<CaptainDashboard>(`/captain/dashboard?tz=${encodeURIComponent(tz)}`),
  });
}

/** Earnings between two dates (inclusive); empty strings: the last 12 months. */
export function useCaptainEarnings(from: string, to: string) {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const search = query.toString();
  return useQuery({
    queryKey: officeKeys.earnings(from, to),
    queryFn: () => api<CaptainEarnings>(`/captain/earnings${search ? `?${search}` : ''}`),
  });
}

/** The provider's onboarding page for payouts (the payments feature's Connect Express link). */
export function useConnectPayouts() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/earnings/connect', { method: 'POST' }),
  });
}
