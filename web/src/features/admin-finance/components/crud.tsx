import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { errorMessage } from '#web/lib/error-message';
import { ConfirmDialog } from '#web/features/admin-finance/components/confirm-dialog';

/** Which row the editor is open on ('new' for a blank one), and which row waits for a delete confirmation. */
export function useCrud<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  return {
    editing,
    deleting,
    create: () => setEditing('new'),
    edit: (row: T) => setEditing(row),
    askDelete: (row: T) => setDeleting(row),
    closeEditor: () => setEditing(null),
    closeDelete: () => setDeleting(null),
  };
}

export type Crud<T> = ReturnType<typeof useCrud<T>>;

/** The "New …" button of a list's header. */
export function CreateButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button onClick={onClick}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      {label}
    </Button>
  );
}

/** A row's pencil (and bin, when it can be deleted), named after the row for screen readers. */
export function EditDeleteActions<T>({ crud, row, name }: { crud: Crud<T>; row: T; name: string }) {
  const { t } = useTranslation('admin-finance');
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('actions.editNamed', { name })}
        onClick={() => crud.edit(row)}
      >
        <Pencil className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('actions.deleteNamed', { name })}
        onClick={() => crud.askDelete(row)}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" />
      </Button>
    </>
  );
}

/** A delete mutation keyed by the row's id, as the hub's api hooks give them. */
interface RemoveMutation {
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * The dialogs of a list: the create/edit form (`editor`, given null for a new row) while one is open, and
 * the "cannot be undone" confirmation before `remove` deletes a row, with its toast.
 */
export function CrudDialogs<T extends { id: string }>({
  crud,
  editor,
  remove,
}: {
  crud: Crud<T>;
  editor: (row: T | null, onClose: () => void) => ReactNode;
  remove?: { mutation: RemoveMutation; title: (row: T) => string; done: string };
}) {
  const { t } = useTranslation('admin-finance');
  const { deleting } = crud;
  return (
    <>
      {crud.editing && editor(crud.editing === 'new' ? null : crud.editing, crud.closeEditor)}
      {remove && (
        <ConfirmDialog
          open={deleting !== null}
          title={deleting ? remove.title(deleting) : ''}
          confirmLabel={t('actions.delete')}
          danger
          busy={remove.mutation.isPending}
          onClose={crud.closeDelete}
          onConfirm={() =>
            deleting &&
            remove.mutation.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(remove.done);
                crud.closeDelete();
              },
              onError: (e) => toast.error(errorMessage(t, e)),
            })
          }
        />
      )}
    </>
  );
}
