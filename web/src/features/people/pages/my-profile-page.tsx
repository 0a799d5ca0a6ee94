import { Navigate } from 'react-router';
import { PageSpinner } from '#web/components/ui/spinner';
import { useMe } from '#web/lib/session';
import { ProfileView } from '#web/features/people/components/profile-view';

/** /profile: my own profile page (the shell's guard has already asked for a session). */
export function MyProfilePage() {
  const me = useMe();
  if (me.isPending) return <PageSpinner />;
  const user = me.data?.user;
  if (!user) return <Navigate to="/auth/login?redirect=%2Fprofile" replace />;
  return <ProfileView userId={user.id} />;
}
