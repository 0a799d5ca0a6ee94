import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '#web/components/ui/card';
import { useGroupPosts } from '#web/features/social/api/get-group-posts';
import { socialKeys } from '#web/features/social/api/social-keys';
import { PostComposer } from './post-composer';
import { PostList } from './post-list';

interface GroupFeedProps {
  /** The group's uuid (posts are created with it). */
  groupId: string;
  groupName: string;
  /** The viewer may post here (an active member). */
  canPost: boolean;
}

/** A group's feed (the group page's Feed tab): the composer for members, then the group's posts as cards. */
export function GroupFeed({ groupId, groupName, canPost }: GroupFeedProps) {
  const { t } = useTranslation('social');
  const queryClient = useQueryClient();
  const posts = useGroupPosts(groupId);
  return (
    <div className="space-y-4">
      {canPost && (
        <PostComposer
          groupId={groupId}
          onPosted={() => void queryClient.invalidateQueries({ queryKey: socialKeys.groupPosts(groupId) })}
        />
      )}
      <PostList
        query={posts}
        label={t('groupPosts.label', { name: groupName })}
        empty={
          <Card className="p-6 text-center">
            <p className="text-[15px] text-slate-600 dark:text-slate-300">{t('groupPosts.empty')}</p>
          </Card>
        }
      />
    </div>
  );
}
