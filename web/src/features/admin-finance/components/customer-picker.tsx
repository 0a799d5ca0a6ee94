import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import type { AdminUser } from '@tightlines/domain/admin/contract';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import { useDebouncedValue } from '#web/lib/use-debounced-value';
import { useCustomerSearch } from '#web/features/admin-finance/api/finance-api';

/** The invoice's customer, found through the admin users search (name or e-mail). */
export function CustomerPicker({
  value,
  onChange,
  error,
}: {
  value: AdminUser | null;
  onChange: (user: AdminUser | null) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin-finance');
  const id = useId();
  const [draft, setDraft] = useState('');
  const query = useDebouncedValue(draft.trim(), 300);
  const users = useCustomerSearch(query);
  const label = (
    <span className="block text-sm font-medium text-deep dark:text-slate-200">
      {t('invoices.customer')}
      <span className="ms-0.5 text-danger" aria-hidden="true">
        *
      </span>
    </span>
  );
  if (value)
    return (
      <div className="space-y-1.5">
        {label}
        <div className="flex items-center justify-between gap-2 rounded-[var(--radius-control)] border border-slate-300 px-3 py-2 dark:border-slate-700">
          <span className="min-w-0">
            <span className="block font-semibold">{value.name || value.email}</span>
            <span className="block truncate text-sm text-slate-500 dark:text-slate-400">{value.email}</span>
          </span>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t('invoices.changeCustomer')}
            onClick={() => onChange(null)}
          >
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
    );
  return (
    <div className="space-y-1.5">
      <label htmlFor={id}>{label}</label>
      <Input
        id={id}
        type="search"
        placeholder={t('invoices.customerSearch')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoComplete="off"
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {query !== '' && (
        <ul
          aria-label={t('invoices.customerResults')}
          className="max-h-56 divide-y divide-slate-100 overflow-y-auto rounded-[var(--radius-control)] border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {users.data?.items.length === 0 && (
            <li className="px-3 py-2 text-sm text-slate-500">{t('invoices.noCustomer')}</li>
          )}
          {users.data?.items.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                className="block w-full px-3 py-2 text-start hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800"
                onClick={() => onChange(user)}
              >
                <span className="block font-semibold">{user.name || user.email}</span>
                <span className="block text-sm text-slate-500 dark:text-slate-400">{user.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
