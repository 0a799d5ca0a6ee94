import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Link, useNavigate } from 'react-router';
import type { CatchLogEntry } from '@tightlines/domain/angler-log/contract';
import { POST_MAX_CHARS } from '@tightlines/domain/social/limits';
import { VISIBILITIES, type Visibility } from '@tightlines/domain/social/posts';
import { Button } from '#web/components/ui/button';
import { Field } from '#web/components/ui/field';
import { Select, Textarea } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { errorMessage } from '#web/lib/error-message';
import { formatLength, formatWeight } from '#web/lib/format/measure';
import { useSpeciesName } from '#web/lib/species-name';
import { useShareEntry } from '#web/features/angler-log/api/catch-log';

/** The place a post may name: only what the entry's precision lets others see (never the point). */
export function sharedPlace(entry: CatchLogEntry): string {
  const { precision, waterName, region } = entry.location;
  if (precision === 'hidden') return '';
  const names = precision === 'exact' ? [waterName, region] : precision === 'water' ? [waterName] : [region];
  return names.filter(Boolean).join(', ');
}

/** "Share as post": a text written for the reader (species, size, and the place only as the precision allows). */
export function ShareDialog({
  entry,
  open,
  onOpenChange,
}: {
  entry: CatchLogEntry;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation(['angler-log', 'errors']);
  const speciesName = useSpeciesName();
  const share = useShareEntry();
  const navigate = useNavigate();
  const size = [
    entry.weightGrams ? formatWeight(entry.weightGrams, i18n.language) : null,
    entry.lengthMm ? formatLength(entry.lengthMm, i18n.language) : null,
  ].filter(Boolean);
  const place = sharedPlace(entry);
  const [content, setContent] = useState(() =>
    [speciesName(entry.species), ...size, place].filter(Boolean).join(' · '),
  );
  const [visibility, setVisibility] = useState<Visibility>(
    entry.visibility === 'private' ? 'followers' : entry.visibility,
  );

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('share.title')} closeLabel={t('actions.close')}>
      <div className="space-y-4 p-4">
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {entry.location.precision === 'hidden' ? t('share.placeHidden') : t('share.placeShown', { place })}
        </p>
        <Field label={t('share.text')} hint={`${content.length}/${POST_MAX_CHARS}`}>
          <Textarea
            rows={4}
            maxLength={POST_MAX_CHARS}
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Field>
        <Field label={t('share.audience')}>
          <Select value={visibility} onChange={(e) => setVisibility(e.target.value as Visibility)}>
            {VISIBILITIES.map((value) => (
              <option key={value} value={value}>
                {t(`share.audiences.${value}`)}
              </option>
            ))}
          </Select>
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t('actions.cancel')}
          </Button>
          <Button
            busy={share.isPending}
            onClick={() =>
              share.mutate(
                { id: entry.id, share: { content, visibility } },
                {
                  onSuccess: (shared) => {
                    toast.success(t('toast.shared'), {
                      action: shared.postId
                        ? {
                            label: t('share.viewPost'),
                            onClick: () => void navigate(`/posts/${shared.postId}`),
                          }
                        : undefined,
                    });
                    onOpenChange(false);
                  },
                  onError: (error) => toast.error(errorMessage(t, error)),
                },
              )
            }
          >
            {t('share.submit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

export function SharedLink({ postId }: { postId: string }) {
  const { t } = useTranslation('angler-log');
  return (
    <Link
      to={`/posts/${postId}`}
      className="text-sm font-semibold text-open hover:underline dark:text-open-400"
    >
      {t('card.viewPost')}
    </Link>
  );
}
