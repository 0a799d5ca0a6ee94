import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DraftSaved,
  QrCode,
  Registration,
  RegistrationDraft,
  RegistrationList,
  RegistrationOptions,
  SeriesOptions,
  SeriesRegistrationInput,
  SeriesRegistrationResult,
  SubmitRegistrationInput,
} from '@tightlines/domain/tournaments/registration-contract';
import { api } from '#web/lib/api-client';

/** Every registration query key starts with 'registration', so a submit can refresh them all. */
export const registrationKeys = {
  all: ['registration'] as const,
  options: () => ['registration', 'options'] as const,
  mine: () => ['registration', 'mine'] as const,
  one: (id: string) => ['registration', 'one', id] as const,
  resume: (token: string) => ['registration', 'resume', token] as const,
  qr: (id: string) => ['registration', 'qr', id] as const,
  series: (seriesId: string) => ['registration', 'series', seriesId] as const,
};

const enc = encodeURIComponent;

export const getRegistrationOptionsQueryOptions = () =>
  queryOptions({
    queryKey: registrationKeys.options(),
    queryFn: () => api<RegistrationOptions>('/registrations/options'),
    staleTime: 30_000,
  });

/** What the wizard offers: open events, teams I captain, boats I may use. */
export function useRegistrationOptions() {
  return useQuery(getRegistrationOptionsQueryOptions());
}

export function useMyRegistrations() {
  return useQuery({
    queryKey: registrationKeys.mine(),
    queryFn: () => api<RegistrationList>('/registrations'),
    staleTime: 15_000,
  });
}

export function useRegistration(id: string | null) {
  return useQuery({
    queryKey: registrationKeys.one(id ?? ''),
    queryFn: () => api<Registration>(`/registrations/${enc(id ?? '')}`),
    enabled: Boolean(id),
  });
}

/** The draft behind /resume-registration/{token} (its owner only). */
export function useResumeDraft(token: string) {
  return useQuery({
    queryKey: registrationKeys.resume(token),
    queryFn: () => api<Registration>(`/registrations/resume/${enc(token)}`),
    staleTime: Infinity,
  });
}

export function useRegistrationQr(id: string, enabled: boolean) {
  return useQuery({
    queryKey: registrationKeys.qr(id),
    queryFn: () => api<QrCode>(`/registrations/${enc(id)}/qr`),
    enabled,
    staleTime: Infinity,
  });
}

export function useSeriesOptions(seriesId: string | null) {
  return useQuery({
    queryKey: registrationKeys.series(seriesId ?? ''),
    queryFn: () => api<SeriesOptions>(`/registrations/series/${enc(seriesId ?? '')}`),
    enabled: Boolean(seriesId),
  });
}

/** Saves the wizard as a draft (new or existing) and has the resume link e-mailed. */
export function useSaveDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, draftId }: { draft: RegistrationDraft; draftId: string | null }) =>
      api<DraftSaved>(draftId ? `/registrations/drafts/${enc(draftId)}` : '/registrations/drafts', {
        method: draftId ? 'PUT' : 'POST',
        json: { draft, sendLink: true },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: registrationKeys.mine() }),
  });
}

export function useSubmitRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitRegistrationInput) =>
      api<Registration>('/registrations', { method: 'POST', json: input }),
    onSuccess: (registration) => {
      queryClient.setQueryData(registrationKeys.one(registration.id), registration);
      void queryClient.invalidateQueries({ queryKey: registrationKeys.mine() });
      void queryClient.invalidateQueries({ queryKey: registrationKeys.options() });
    },
  });
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Registration>(`/registrations/${enc(id)}/cancel`, { method: 'POST' }),
    onSuccess: (registration) => {
      queryClient.setQueryData<RegistrationList>(
        registrationKeys.mine(),
        (list) =>
          list && {
            items: list.items.map((item) => (item.id === registration.id ? registration : item)),
          },
      );
      void queryClient.invalidateQueries({ queryKey: registrationKeys.options() });
    },
  });
}

export function useRegisterForSeries(seriesId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SeriesRegistrationInput) =>
      api<SeriesRegistrationResult>(`/series/${enc(seriesId)}/registrations`, {
        method: 'POST',
        json: input,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
