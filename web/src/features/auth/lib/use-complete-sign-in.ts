import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { getMeQueryOptions } from '#web/lib/session';

/** After a session was created: load the person (and roles) fresh, say so, and go where they were headed. */
export function useCompleteSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string, redirectTo: string) => {
    await queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 });
    toast.success(message);
    await navigate(redirectTo, { replace: true });
  };
}
