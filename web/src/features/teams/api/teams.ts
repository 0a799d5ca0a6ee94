import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Boat,
  BoatInput,
  BoatList,
  CreateTeamInput,
  Invitation,
  MyTeams,
  Team,
  TeamAnalytics,
  TeamFollowers,
  TeamFollowState,
  TeamTournaments,
  UpdateTeamInput,
} from '@tightlines/domain/teams/contract';
import { api } from '#web/lib/api-client';

/** Every teams query key starts with 'teams'. */
export const teamKeys = {
  all: ['teams'] as const,
  team: (slug: string) => ['teams', 'team', slug] as const,
  settings: (slug: string) => ['teams', 'settings', slug] as const,
  mine: () => ['teams', 'mine'] as const,
  followers: (slug: string) => ['teams', 'followers', slug] as const,
  tournaments: (slug: string) => ['teams', 'tournaments', slug] as const,
  analytics: (slug: string) => ['teams', 'analytics', slug] as const,
  invitation: (code: string) => ['teams', 'invitation', code] as const,
  boats: () => ['teams', 'boats'] as const,
  boat: (id: string) => ['teams', 'boat', id] as const,
};

const enc = encodeURIComponent;

export function useTeam(slug: string) {
  return useQuery({ queryKey: teamKeys.team(slug), queryFn: () => api<Team>(`/teams/${enc(slug)}`) });
}

/** The settings page's data: 403 'captainOnly' for anyone but the captain. */
export function useTeamSettings(slug: string) {
  return useQuery({
    queryKey: teamKeys.settings(slug),
    queryFn: () => api<Team>(`/teams/${enc(slug)}/settings`),
    retry: false,
  });
}

export function useMyTeams() {
  return useQuery({ queryKey: teamKeys.mine(), queryFn: () => api<MyTeams>('/teams/mine') });
}

export function useTeamFollowers(slug: string) {
  return useQuery({
    queryKey: teamKeys.followers(slug),
    queryFn: () => api<TeamFollowers>(`/teams/${enc(slug)}/followers`),
  });
}

export function useTeamTournaments(slug: string) {
  return useQuery({
    queryKey: teamKeys.tournaments(slug),
    queryFn: () => api<TeamTournaments>(`/teams/${enc(slug)}/tournaments`),
  });
}

export function useTeamAnalytics(slug: string) {
  return useQuery({
    queryKey: teamKeys.analytics(slug),
    queryFn: () => api<TeamAnalytics>(`/teams/${enc(slug)}/analytics`),
  });
}

export function useInvitation(code: string) {
  return useQuery({
    queryKey: teamKeys.invitation(code),
    queryFn: () => api<Invitation>(`/join-team/${enc(code)}`),
    retry: false,
  });
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTeamInput) => api<Team>('/teams', { method: 'POST', json: input }),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.team(team.slug), team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.mine() });
      // The registration wizard offers the teams I captain.
      void queryClient.invalidateQueries({ queryKey: ['registration', 'options'] });
    },
  });
}

export function useUpdateTeam(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateTeamInput) =>
      api<Team>(`/teams/${enc(slug)}`, { method: 'PATCH', json: input }),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.settings(slug), team);
      queryClient.setQueryData(teamKeys.team(slug), team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.mine() });
    },
  });
}

/** The captain's team logo: POST a file as multipart field `image` (checked again by content on the server), or DELETE. */
export function useTeamLogo(slug: string) {
  const queryClient = useQueryClient();
  const onSuccess = (team: Team) => {
    queryClient.setQueryData(teamKeys.settings(slug), team);
    queryClient.setQueryData(teamKeys.team(slug), team);
    void queryClient.invalidateQueries({ queryKey: teamKeys.mine() });
  };
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return api<Team>(`/teams/${enc(slug)}/logo`, { method: 'POST', body: form });
    },
    onSuccess,
  });
  const remove = useMutation({
    mutationFn: () => api<Team>(`/teams/${enc(slug)}/logo`, { method: 'DELETE' }),
    onSuccess,
  });
  return { upload, remove };
}

export function useRegenerateInvite(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ inviteCode: string }>(`/teams/${enc(slug)}/invite-code`, { method: 'POST' }),
    onSuccess: ({ inviteCode }) => {
      for (const key of [teamKeys.settings(slug), teamKeys.team(slug)])
        queryClient.setQueryData<Team>(key, (team) => team && { ...team, inviteCode });
    },
  });
}

export function useJoinTeam(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<Team>(`/join-team/${enc(code)}`, { method: 'POST' }),
    onSuccess: (team) => {
      queryClient.setQueryData(teamKeys.team(team.slug), team);
      void queryClient.invalidateQueries({ queryKey: teamKeys.mine() });
    },
  });
}

export function useLeaveTeam(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      api<void>(`/teams/${enc(slug)}/members/${enc(userId)}`, { method: 'DELETE' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** Follows or unfollows at once on screen; the server's count replaces the guess. */
export function useFollowTeam(slug: string) {
  const queryClient = useQueryClient();
  const patch = (state: { isFollowing: boolean; followersCount?: number }) =>
    queryClient.setQueryData<Team>(teamKeys.team(slug), (team) => {
      if (!team) return team;
      const step = state.isFollowing === team.viewer.isFollowing ? 0 : state.isFollowing ? 1 : -1;
      return {
        ...team,
        followersCount: state.followersCount ?? Math.max(0, team.followersCount + step),
        viewer: { ...team.viewer, isFollowing: state.isFollowing },
      };
    });
  return useMutation({
    mutationFn: (follow: boolean) =>
      api<TeamFollowState>(`/teams/${enc(slug)}/follow`, { method: follow ? 'PUT' : 'DELETE' }),
    onMutate: (follow) => patch({ isFollowing: follow }),
    onError: (_error, follow) => patch({ isFollowing: !follow }),
    onSuccess: (state) => {
      patch(state);
      void queryClient.invalidateQueries({ queryKey: teamKeys.followers(slug) });
    },
  });
}

export function useMyBoats() {
  return useQuery({ queryKey: teamKeys.boats(), queryFn: () => api<BoatList>('/boats') });
}

export function useBoat(boatId: string) {
  return useQuery({ queryKey: teamKeys.boat(boatId), queryFn: () => api<Boat>(`/boats/${enc(boatId)}`) });
}

export function useSaveBoat(boatId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BoatInput) =>
      api<Boat>(boatId ? `/boats/${enc(boatId)}` : '/boats', {
        method: boatId ? 'PATCH' : 'POST',
        json: input,
      }),
    onSuccess: (boat) => {
      queryClient.setQueryData(teamKeys.boat(boat.id), boat);
      void queryClient.invalidateQueries({ queryKey: teamKeys.boats() });
      void queryClient.invalidateQueries({ queryKey: ['registration', 'options'] });
      if (boat.team) void queryClient.invalidateQueries({ queryKey: teamKeys.team(boat.team.slug) });
    },
  });
}
