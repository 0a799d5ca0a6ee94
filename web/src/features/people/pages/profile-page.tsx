import { Outlet, useParams } from 'react-router';
import { ProfileView } from '#web/features/people/components/profile-view';

/** /profile/{userId}; /followers and /following open over it as dialogs. */
export function ProfilePage() {
  const { userId = '' } = useParams();
  return (
    <>
      <ProfileView userId={userId} />
      <Outlet />
    </>
  );
}
