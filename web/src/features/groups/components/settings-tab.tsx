import { useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Copy, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import type { GroupDetail } from '@tightlines/domain/groups/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ImagePickButton } from '#web/components/ui/image-pick-button';
import { Input } from '#web/components/ui/input';
import { Modal } from '#web/components/ui/modal';
import { checkImage } from '#web/lib/image-check';
import {
  useDeleteGroup,
  useInviteLink,
  useRegenerateInvite,
  useUpdateGroup,
  useUploadCover,
} from '#web/features/groups/api/groups';
import { GroupCover } from './group-card';
import { GroupFields, type GroupFormValues } from './group-fields';
import { GroupFormSchema } from './group-form-schema';
import { groupErrorMessage, isSlugTaken } from './group-form-parts';

/** Settings (owner and admins): the group's fields, its cover, the invite link; the owner may delete it. */
export function SettingsTab({ group }: { group: GroupDetail }) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <CoverSettings group={group} />
      <DetailsForm group={group} />
      <InviteLink group={group} />
      {group.myMembership?.role === 'owner' && <DeleteGroup group={group} />}
    </div>
  );
}

function DetailsForm({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groups', 'errors']);
  const navigate = useNavigate();
  const update = useUpdateGroup(group.id);
  const [slugTaken, setSlugTaken] = useState(false);
  const { register, control, handleSubmit, formState } = useForm<GroupFormValues>({
    resolver: zodResolver(GroupFormSchema),
    defaultValues: {
      name: group.name,
      slug: group.slug,
      about: group.about,
      rules: group.rules,
      type: group.type,
      privacy: group.privacy,
      region: group.region,
      species: group.species,
    },
  });
  return (
    <Card className="p-4 sm:p-6">
      <h2 className="mb-4 text-lg font-bold text-deep dark:text-white">{t('settings.details')}</h2>
      <form
        noValidate
        aria-label={t('settings.details')}
        className="space-y-6"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setSlugTaken(false);
            const { slug, ...rest } = values;
            update.mutate(slug ? { ...rest, slug } : rest, {
              onSuccess: (next) => {
                toast.success(t('settings.saved'));
                if (next.slug !== group.slug)
                  void navigate(`/groups/${encodeURIComponent(next.slug)}/settings`, { replace: true });
              },
              onError: (error) => {
                if (isSlugTaken(error)) setSlugTaken(true);
                else toast.error(groupErrorMessage(t, error));
              },
            });
          })(event)
        }
      >
        <GroupFields
          register={register}
          control={control}
          errors={formState.errors}
          onSlugEdited={() => setSlugTaken(false)}
          slugError={slugTaken ? t('form.slugTaken') : undefined}
        />
        <Button type="submit" busy={update.isPending}>
          {t('settings.save')}
        </Button>
      </form>
    </Card>
  );
}

function CoverSettings({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groups', 'errors']);
  const upload = useUploadCover(group.id);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      toast.error(t(`errors:${problem}`));
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('settings.coverSaved')),
      onError: (error) => toast.error(groupErrorMessage(t, error)),
    });
  };
  return (
    <Card className="overflow-hidden">
      <GroupCover group={group} className="aspect-[16/6]" />
      <div className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-6">
        <h2 className="text-lg font-bold text-deep dark:text-white">{t('settings.cover')}</h2>
        <ImagePickButton
          label={group.coverUrl ? t('settings.changeCover') : t('settings.addCover')}
          icon={ImagePlus}
          onChange={onPick}
          busy={upload.isPending}
          busyLabel={t('settings.uploading')}
          className={buttonClasses('outline', 'md')}
        />
      </div>
    </Card>
  );
}

function InviteLink({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groups', 'errors']);
  const link = useInviteLink(group.id);
  const regenerate = useRegenerateInvite(group.id);
  const code = link.data?.inviteCode ?? group.inviteCode;
  const url = code ? new URL(`/groups/join/${encodeURIComponent(code)}`, window.location.origin).href : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('settings.inviteCopied'));
    } catch {
      toast.error(t('share.failed'));
    }
  };
  return (
    <Card className="space-y-3 p-4 sm:p-6">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('settings.invite')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.inviteHint')}</p>
      <label className="block text-sm font-medium text-deep dark:text-slate-200">
        {t('settings.inviteLabel')}
        <Input readOnly dir="ltr" value={url} className="mt-1" onFocus={(event) => event.target.select()} />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => void copy()} disabled={!url}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          {t('settings.copyInvite')}
        </Button>
        <Button
          variant="ghost"
          busy={regenerate.isPending}
          onClick={() =>
            regenerate.mutate(undefined, {
              onSuccess: () => toast.success(t('settings.inviteRegenerated')),
              onError: (error) => toast.error(groupErrorMessage(t, error)),
            })
          }
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {t('settings.regenerateInvite')}
        </Button>
      </div>
    </Card>
  );
}

function DeleteGroup({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groups', 'errors']);
  const navigate = useNavigate();
  const remove = useDeleteGroup(group.id);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  return (
    <Card className="space-y-3 border-red-200 p-4 sm:p-6 dark:border-red-900">
      <h2 className="text-lg font-bold text-deep dark:text-white">{t('settings.delete')}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('settings.deleteHint')}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        <Trash2 className="h-4 w-4" aria-hidden="true" />
        {t('settings.delete')}
      </Button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('settings.deleteConfirmTitle', { name: group.name })}
        description={t('settings.deleteConfirmHint')}
        closeLabel={t('settings.cancel')}
      >
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (typed.trim() !== group.name) return;
            remove.mutate(undefined, {
              onSuccess: () => {
                toast.success(t('settings.deleted', { name: group.name }));
                void navigate('/groups', { replace: true });
              },
              onError: (error) => toast.error(groupErrorMessage(t, error)),
            });
          }}
        >
          <label className="block text-sm font-medium text-deep dark:text-slate-200">
            {t('settings.deleteTypeName', { name: group.name })}
            <Input value={typed} onChange={(event) => setTyped(event.target.value)} className="mt-1" />
          </label>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              {t('settings.cancel')}
            </Button>
            <Button
              type="submit"
              variant="danger"
              disabled={typed.trim() !== group.name}
              busy={remove.isPending}
            >
              {t('settings.deleteConfirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
