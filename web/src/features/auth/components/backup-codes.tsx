import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Copy, Download } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/** Freshly made backup codes: shown once (the server keeps them encrypted), with copy and download. */
export function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const text = `${t('mfa.backupFileHeading')}\n\n${codes.join('\n')}\n`;

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t('mfa.backupCopied'));
    } catch {
      toast.error(t('mfa.backupCopyFailed'));
    }
  };

  const handleDownload = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tightlines-backup-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className="space-y-4 rounded-[var(--radius-card)] border border-amber-200 bg-amber-50/70 p-5 dark:border-amber-900 dark:bg-amber-950/30">
      <div>
        <h3 className="font-bold text-deep dark:text-white">{t('mfa.backupNewTitle')}</h3>
        <p className="mt-1 text-[15px] text-slate-700 dark:text-slate-300">{t('mfa.backupNewHint')}</p>
      </div>
      <ul
        aria-label={t('mfa.backupListLabel')}
        className="grid grid-cols-2 gap-2 font-mono text-[15px] tabular text-deep sm:grid-cols-3 dark:text-slate-100"
      >
        {codes.map((code) => (
          <li key={code} className="rounded-md bg-white px-3 py-2 text-center shadow-sm dark:bg-slate-900">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void handleCopy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('mfa.backupCopy')}
        </Button>
        <Button variant="outline" onClick={handleDownload}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {t('mfa.backupDownload')}
        </Button>
        <Button onClick={onDone}>{t('mfa.backupSaved')}</Button>
      </div>
    </div>
  );
}
