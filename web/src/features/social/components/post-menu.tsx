import { useTranslation } from 'react-i18next';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu';

/** My post's menu: Edit in place, Delete after a confirmation. */
export function PostMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('social');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('post.menu')}
        className="inline-flex h-11 w-11 items-center justify-center rounded-[var(--radius-control)] text-slate-600 hover:bg-slate-100 hover:text-deep dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
      >
        <MoreHorizontal className="h-5 w-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <DropdownMenuItem onSelect={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" />
          {t('post.edit')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onDelete}>
          <span className="inline-flex items-center gap-3 text-danger dark:text-red-400">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('post.delete')}
          </span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
