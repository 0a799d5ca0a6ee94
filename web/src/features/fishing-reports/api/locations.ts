import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  LocationInput,
  LocationMap,
  LocationMapQuery,
  PostLocation,
  TrendingLocations,
} from '@tightlines/domain/fishing-reports/location-tags';
import { api } from '#web/lib/api-client';
import { locationKeys } from './fishing-reports';

/** GET /api/locations/trending: the top 8 places of the latest 100 tags. */
export function useTrendingLocations() {
  return useQuery({
    queryKey: [...locationKeys.all, 'trending'],
    queryFn: () => api<TrendingLocations>('/locations/trending'),
    staleTime: 2 * 60_000,
  });
}

/** GET /api/locations/map for the box on screen (the last answer stays while the next one loads). */
export function useLocationMap(box: LocationMapQuery | null) {
  return useQuery({
    queryKey: [...locationKeys.all, 'map', box],
    queryFn: () => {
      const params = new URLSearchParams(
        Object.entries(box!).map(([key, value]) => [key, String(value)] as [string, string]),
      );
      return api<LocationMap>(`/locations/map?${params.toString()}`);
    },
    enabled: box !== null,
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/posts/:postId/location: the author puts a place on their new post. */
export function useTagPostPlace() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ postId, place }: { postId: string; place: LocationInput }) =>
      api<PostLocation>(`/posts/${encodeURIComponent(postId)}/location`, { method: 'PUT', json: place }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: locationKeys.all }),
  });
}
