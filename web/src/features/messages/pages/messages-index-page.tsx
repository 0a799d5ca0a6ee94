import { useTranslation } from 'react-i18next';
import { MessagesSquare } from 'lucide-react';
import { EmptyState } from '#web/components/ui/empty-state';
import { useDocumentTitle } from '#web/lib/use-document-title';

/** The conversation pane before one is chosen (wide screens; phones show the list alone). */
export function MessagesIndexPage() {
  const { t } = useTranslation('messages');
  // The open conversation names the tab itself (conversation-view).
  useDocumentTitle(t('title'));
  return (
    <div className="flex flex-1 items-center justify-center">
      <EmptyState icon={MessagesSquare} title={t('conversation.pick')} hint={t('conversation.pickHint')} />
    </div>
  );
}
