import { QueryClient } from '@tanstack/react-query';

/** General query cache: fresh 5 min, kept 10, no refetch on focus, refetch on reconnect, one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        retry: 1,
        refetchInterval: false,
      },
    },
  });
}
