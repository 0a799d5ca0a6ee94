import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CharterSettings, ListingInput, PackageInput } from '@tightlines/domain/charters/contract';
import type {
  AdminListingPage,
  BlockedPeriod,
  OwnerCalendar,
  OwnerListingList,
  SlotsResult,
} from '@tightlines/domain/charters/owner';
import type {
  AdminListing,
  CharterPackage,
  CharterPhoto,
  OwnerListing,
} from '@tightlines/domain/charters/views';
import { MESSAGES } from '@tightlines/domain/common/messages';
import { api, ApiRequestError } from '#web/lib/api-client';

/** Every owner query key starts with 'charters-owner'; a write invalidates the listing and my list. */
export const listingKeys = {
  all: ['charters-owner'] as const,
  settings: ['charters-owner', 'settings'] as const,
  mine: ['charters-owner', 'mine'] as const,
  listing: (listingId: string) => ['charters-owner', 'listing', listingId] as const,
  calendar: (listingId: string, from: string, to: string) =>
    ['charters-owner', 'listing', listingId, 'calendar', from, to] as const,
  admin: ['charters-admin'] as const,
  adminQueue: (state: string, cursor: string | null) => ['charters-admin', 'queue', state, cursor] as const,
  adminSettings: ['charters-admin', 'settings'] as const,
};

const listingPath = (listingId: string) => `/charters/listings/${encodeURIComponent(listingId)}`;

export function useCharterSettings() {
  return useQuery({
    queryKey: listingKeys.settings,
    queryFn: () => api<CharterSettings>('/charters/settings'),
    staleTime: 5 * 60_000,
  });
}

export function useMyListings(enabled = true) {
  return useQuery({
    queryKey: listingKeys.mine,
    queryFn: () => api<OwnerListingList>('/charters/mine'),
    enabled,
  });
}

export function useListingForEdit(listingId: string) {
  return useQuery({
    queryKey: listingKeys.listing(listingId),
    queryFn: () => api<OwnerListing>(`${listingPath(listingId)}/edit`),
  });
}

/** After any write on a listing: its editor view, my list and its calendar are fetched again. */
function useRefresh() {
  const client = useQueryClient();
  return (listingId: string, listing?: OwnerListing) => {
    if (listing) client.setQueryData(listingKeys.listing(listingId), listing);
    void client.invalidateQueries({ queryKey: listingKeys.listing(listingId) });
    void client.invalidateQueries({ queryKey: listingKeys.mine });
  };
}

export function useCreateListing() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ListingInput) =>
      api<OwnerListing>('/charters/listings', { method: 'POST', json: input }),
    onSuccess: (listing) => refresh(listing.id, listing),
  });
}

export function useUpdateListing(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: ListingInput) =>
      api<OwnerListing>(listingPath(listingId), { method: 'PATCH', json: input }),
    onSuccess: (listing) => refresh(listingId, listing),
  });
}

export function useDeleteListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (listingId: string) => api<null>(listingPath(listingId), { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listingKeys.mine }),
  });
}

export type ListingAction = 'submit' | 'pause' | 'resume';

export function useListingAction(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (action: ListingAction) =>
      api<OwnerListing>(`${listingPath(listingId)}/${action}`, { method: 'POST' }),
    onSuccess: (listing) => refresh(listingId, listing),
  });
}

/** Uploads one photo with its progress (XMLHttpRequest reports upload progress; fetch does not). */
export function uploadListingPhoto(
  listingId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CharterPhoto> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api${listingPath(listingId)}/photos`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve(body as CharterPhoto);
        return;
      }
      const error = (body as { error?: { code?: string; message?: string } } | null)?.error;
      reject(
        new ApiRequestError(
          request.status,
          error?.code ?? 'unexpected',
          error?.message ?? MESSAGES.unexpected,
          undefined,
          undefined,
        ),
      );
    };
    request.onerror = () => reject(new TypeError('Failed to fetch'));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}

export function useUploadPhoto(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) =>
      uploadListingPhoto(listingId, file, onProgress),
    onSuccess: () => refresh(listingId),
  });
}

export function useOrderPhotos(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (photoIds: string[]) =>
      api<CharterPhoto[]>(`${listingPath(listingId)}/photos/order`, { method: 'PUT', json: { photoIds } }),
    onSuccess: () => refresh(listingId),
  });
}

export function useDeletePhoto(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (photoId: string) =>
      api<CharterPhoto[]>(`${listingPath(listingId)}/photos/${encodeURIComponent(photoId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => refresh(listingId),
  });
}

export function useSavePackage(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ packageId, input }: { packageId: string | null; input: PackageInput }) =>
      packageId
        ? api<CharterPackage>(`/charters/packages/${encodeURIComponent(packageId)}`, {
            method: 'PATCH',
            json: input,
          })
        : api<CharterPackage>(`${listingPath(listingId)}/packages`, { method: 'POST', json: input }),
    onSuccess: () => refresh(listingId),
  });
}

export function useDeletePackage(listingId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (packageId: string) =>
      api<{ outcome: 'deleted' | 'retired' }>(`/charters/packages/${encodeURIComponent(packageId)}`, {
        method: 'DELETE',
      }),
    onSuccess: () => refresh(listingId),
  });
}

export function useCalendar(listingId: string, from: string, to: string) {
  return useQuery({
    queryKey: listingKeys.calendar(listingId, from, to),
    queryFn: () =>
      api<OwnerCalendar>(
        `${listingPath(listingId)}/calendar?${new URLSearchParams({ from, to }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
}

function useRefreshCalendar(listingId: string) {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: [...listingKeys.listing(listingId), 'calendar'] });
}

export function useAddSlots(listingId: string) {
  const refresh = useRefreshCalendar(listingId);
  return useMutation({
    mutationFn: (input: { packageId: string; startsAt: string[] }) =>
      api<SlotsResult>(`${listingPath(listingId)}/slots`, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}

export function useDeleteSlot(listingId: string) {
  const refresh = useRefreshCalendar(listingId);
  return useMutation({
    mutationFn: (slotId: string) =>
      api<null>(`/charters/slots/${encodeURIComponent(slotId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useAddBlocked(listingId: string) {
  const refresh = useRefreshCalendar(listingId);
  return useMutation({
    mutationFn: (input: { startsOn: string; endsOn: string; note: string }) =>
      api<BlockedPeriod>(`${listingPath(listingId)}/blocked`, { method: 'POST', json: input }),
    onSuccess: refresh,
  });
}

export function useDeleteBlocked(listingId: string) {
  const refresh = useRefreshCalendar(listingId);
  return useMutation({
    mutationFn: (periodId: string) =>
      api<null>(`/charters/blocked/${encodeURIComponent(periodId)}`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

// ── admin ──────────────────────────────────────────────────────────────────────────────────────────────────────

export function useAdminQueue(state: string, cursor: string | null) {
  return useQuery({
    queryKey: listingKeys.adminQueue(state, cursor),
    queryFn: () => {
      const params = new URLSearchParams();
      if (state) params.set('state', state);
      if (cursor) params.set('cursor', cursor);
      const query = params.toString();
      return api<AdminListingPage>(`/admin/charters${query ? `?${query}` : ''}`);
    },
    placeholderData: keepPreviousData,
  });
}

export function useDecideListing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      listingId,
      decision,
      reason,
    }: {
      listingId: string;
      decision: 'approve' | 'reject' | 'suspend';
      reason?: string;
    }) =>
      api<AdminListing>(`/admin/charters/${encodeURIComponent(listingId)}/${decision}`, {
        method: 'POST',
        ...(decision === 'approve' ? {} : { json: { reason } }),
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: listingKeys.admin }),
  });
}

export function useAdminCharterSettings() {
  return useQuery({
    queryKey: listingKeys.adminSettings,
    queryFn: () => api<CharterSettings>('/admin/charter-settings'),
  });
}

export function useSaveCharterSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CharterSettings) =>
      api<CharterSettings>('/admin/charter-settings', { method: 'PUT', json: input }),
    onSuccess: (saved) => {
      client.setQueryData(listingKeys.adminSettings, saved);
      void client.invalidateQueries({ queryKey: listingKeys.settings });
    },
  });
}
