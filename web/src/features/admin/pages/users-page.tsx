import { useEffect, useState } from 'react';
import { Search, SearchX, Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZE, type AdminUser } from '@tightlines/domain/admin/contract';
import type { Role } from '@tightlines/domain/roles/roles';
import { Button } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { cn } from '#web/components/ui/cn';
import { Input } from '#web/components/ui/input';
import { useMe } from '#web/lib/session';
import type { RoleAction } from '#web/features/admin/api/change-role';
import { useUsers } from '#web/features/admin/api/get-users';
import { EmptyState } from '#web/components/ui/empty-state';
import { PageHeader } from '#web/components/ui/page-header';
import { Pagination } from '#web/features/admin/components/pagination';
import { QueryError } from '#web/components/ui/query-error';
import { RoleChangeDialog, type PendingRoleChange } from '#web/features/admin/components/role-change-dialog';
import { UserCards, UserListSkeleton, UserTable } from '#web/features/admin/components/user-list';

const SEARCH_DEBOUNCE_MS = 300;

/** /admin/users: search, page, and grant or revoke roles. Search and page live in the URL so a view can be shared. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const offset = Math.max(0, Number(params.get('offset')) || 0);
  const [draft, setDraft] = useState(query);
  const [pending, setPending] = useState<PendingRoleChange | null>(null);
  const me = useMe();
  const users = useUsers({ query, offset, limit: ADMIN_PAGE_SIZE });

  useEffect(() => {
    const next = draft.trim();
    if (next === query) return;
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          updated.delete('offset');
          return updated;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, query, setParams]);

  const handleOffsetChange = (nextOffset: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (nextOffset > 0) updated.set('offset', String(nextOffset));
      else updated.delete('offset');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };

  const handleClearSearch = () => {
    setDraft('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const handlePickRole = (user: AdminUser, role: Role, action: RoleAction) =>
    setPending({ user, role, action });

  const data = users.data;
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          data && (
            <p className="text-sm font-medium text-slate-600 tabular dark:text-slate-400">
              {t('users.count', { count: data.total })}
            </p>
          )
        }
      />
      <div className="relative max-w-md">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 h-5 w-5 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="ps-10"
          autoComplete="off"
          spellCheck={false}
        />
      </div>

      <Card className="overflow-hidden border-0 bg-transparent shadow-none md:border md:bg-white md:shadow-[var(--shadow-soft)] dark:md:bg-slate-900">
        {users.isError && !data ? (
          <QueryError error={users.error} onRetry={() => void users.refetch()} retrying={users.isFetching} />
        ) : !data ? (
          <UserListSkeleton />
        ) : data.items.length === 0 ? (
          query ? (
            <EmptyState
              icon={SearchX}
              title={t('users.emptySearch', { query })}
              hint={t('users.emptySearchHint')}
              action={
                <Button variant="outline" onClick={handleClearSearch}>
                  {t('users.clearSearch')}
                </Button>
              }
            />
          ) : (
            <EmptyState icon={Users} title={t('users.empty')} hint={t('users.emptyHint')} />
          )
        ) : (
          <div
            className={cn('transition-opacity', users.isPlaceholderData && 'opacity-60')}
            aria-busy={users.isPlaceholderData || undefined}
          >
            <div className="hidden overflow-x-auto md:block">
              <UserTable users={data.items} currentUserId={me.data?.user?.id} onPickRole={handlePickRole} />
            </div>
            <div className="md:hidden">
              <UserCards users={data.items} currentUserId={me.data?.user?.id} onPickRole={handlePickRole} />
            </div>
          </div>
        )}
      </Card>
      {data && (
        <Pagination
          offset={data.offset}
          limit={data.limit}
          total={data.total}
          onOffsetChange={handleOffsetChange}
        />
      )}
      <RoleChangeDialog change={pending} onClose={() => setPending(null)} />
    </div>
  );
}
