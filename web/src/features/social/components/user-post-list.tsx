import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useMe } from '#web/lib/session';
import { useUserPosts } from '#web/features/social/api/get-user-posts';
import { PostList } from './post-list';

/** A person's posts as cards, paged like the feed (the profile page shows this). */
export function UserPostList({ userId }: { userId: string }) {
  const { t } = useTranslation('social');
  const mine = useMe().data?.user?.id === userId;
  const posts = useUserPosts(userId);
  return (
    <PostList
      query={posts}
      label={t('userPosts.label')}
      empty={
        <Card className="p-6 text-center">
          <p className="text-[15px] text-slate-600 dark:text-slate-300">
            {mine ? t('userPosts.emptyMine') : t('userPosts.empty')}
          </p>
          {mine && (
            <Link to="/getsocial" className={buttonClasses('primary', 'md', 'mt-4')}>
              {t('userPosts.firstPost')}
            </Link>
          )}
        </Card>
      }
    />
  );
}
