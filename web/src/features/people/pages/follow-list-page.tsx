import { useNavigate, useParams } from 'react-router';
import { useProfile } from '#web/features/people/api/get-profile';
import type { FollowDirection } from '#web/features/people/api/people-keys';
import { FollowListDialog } from '#web/features/people/components/follow-list-dialog';
import { profilePathOf } from '#web/features/people/lib/paths';

/** /profile/{userId}/followers and /following: the list as a dialog over the profile, closed back to it. */
export function FollowListPage({ direction }: { direction: FollowDirection }) {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const profile = useProfile(userId);
  if (!profile.data) return null;
  return (
    <FollowListDialog
      userId={userId}
      name={profile.data.displayName}
      direction={direction}
      onClose={() => void navigate(profilePathOf(userId), { preventScrollReset: true })}
    />
  );
}

export function FollowersPage() {
  return <FollowListPage direction="followers" />;
}

export function FollowingPage() {
  return <FollowListPage direction="following" />;
}
