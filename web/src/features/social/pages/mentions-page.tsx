import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AtSign } from 'lucide-react';
import { buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { useMentions } from '#web/features/social/api/get-mentions';
import { PostList } from '#web/features/social/components/post-list';
import { SocialColumns } from '#web/features/social/components/social-columns';
import { TrendingTopics } from '#web/features/social/components/trending-topics';
import { TrendingLocationsSlot } from '#web/features/social/components/location-slots';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { PageHeader } from '#web/components/ui/page-header';

/** /mentions (signed in; spec: Social screens 'mentions'): posts that mention me, freshest first. */
export function MentionsPage() {
  const { t } = useTranslation('social');
  const mentions = useMentions();
  useDocumentTitle(t('mentions.title'));

  return (
    <SocialColumns
      side={
        <>
          <TrendingTopics />
          <TrendingLocationsSlot />
        </>
      }
    >
      <div className="space-y-4">
        <PageHeader title={t('mentions.title')} subtitle={t('mentions.subtitle')} />
        <PostList
          query={mentions}
          label={t('mentions.title')}
          empty={
            <Card className="p-8 text-center">
              <span className="mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full bg-shallows text-open dark:bg-slate-800 dark:text-open-400">
                <AtSign className="h-6 w-6" aria-hidden="true" />
              </span>
              <h2 className="mt-3 text-lg font-bold text-deep dark:text-white">{t('mentions.empty')}</h2>
              <p className="mx-auto mt-1 max-w-md text-[15px] text-slate-600 dark:text-slate-300">
                {t('mentions.emptyBody')}
              </p>
              <Link to="/getsocial" className={buttonClasses('primary', 'md', 'mt-5')}>
                {t('mentions.toFeed')}
              </Link>
            </Card>
          }
        />
      </div>
    </SocialColumns>
  );
}
