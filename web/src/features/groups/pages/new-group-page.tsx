import { useRef, useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CheckCircle2, ImagePlus, UsersRound } from 'lucide-react';
import type { GroupDetail } from '@tightlines/domain/groups/contract';
import { Button, buttonClasses } from '#web/components/ui/button';
import { Card } from '#web/components/ui/card';
import { ImagePickButton } from '#web/components/ui/image-pick-button';
import { PageHeader } from '#web/components/ui/page-header';
import { checkImage } from '#web/lib/image-check';
import { useDocumentTitle } from '#web/lib/use-document-title';
import { useCreateGroup, useUploadCover } from '#web/features/groups/api/groups';
import { GroupFields, type GroupFormValues } from '#web/features/groups/components/group-fields';
import { emptyGroupForm, GroupFormSchema } from '#web/features/groups/components/group-form-schema';
import { GroupCover, groupPath } from '#web/features/groups/components/group-card';
import { groupErrorMessage, isSlugTaken, slugify } from '#web/features/groups/components/group-form-parts';

/** /groups/new: the create form; once created, a cover image may be added before going to the group. */
export function NewGroupPage() {
  const { t } = useTranslation(['groups', 'errors']);
  useDocumentTitle(t('create.title'));
  const [created, setCreated] = useState<GroupDetail | null>(null);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <PageHeader
        className="mb-6"
        eyebrow={
          <>
            <UsersRound className="h-4 w-4" aria-hidden="true" />
            {t('directory.title')}
          </>
        }
        title={t('create.title')}
        subtitle={t('create.subtitle')}
      />
      {created ? <AddCover group={created} /> : <CreateGroupForm onCreated={setCreated} />}
    </div>
  );
}

function CreateGroupForm({ onCreated }: { onCreated: (group: GroupDetail) => void }) {
  const { t } = useTranslation(['groups', 'errors']);
  const create = useCreateGroup();
  const slugEdited = useRef(false);
  const [slugTaken, setSlugTaken] = useState(false);
  const { register, control, handleSubmit, formState, setValue } = useForm<GroupFormValues>({
    resolver: zodResolver(GroupFormSchema),
    defaultValues: emptyGroupForm,
  });
  return (
    <Card className="p-4 sm:p-6">
      <form
        noValidate
        aria-label={t('create.title')}
        className="space-y-6"
        onSubmit={(event) =>
          void handleSubmit((values) => {
            setSlugTaken(false);
            const { slug, ...rest } = values;
            create.mutate(slug ? { ...rest, slug } : rest, {
              onSuccess: (group) => {
                toast.success(t('create.created', { name: group.name }));
                onCreated(group);
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
          onNameChange={(name) => {
            if (!slugEdited.current) setValue('slug', slugify(name));
          }}
          control={control}
          errors={formState.errors}
          onSlugEdited={() => {
            slugEdited.current = true;
            setSlugTaken(false);
          }}
          slugError={slugTaken ? t('form.slugTaken') : undefined}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={create.isPending}>
            {t('create.submit')}
          </Button>
          <Link to="/groups" className={buttonClasses('ghost', 'md')}>
            {t('create.cancel')}
          </Link>
        </div>
      </form>
    </Card>
  );
}

/** After creating: add a cover now, or go straight to the group. */
function AddCover({ group }: { group: GroupDetail }) {
  const { t } = useTranslation(['groups', 'errors']);
  const navigate = useNavigate();
  const upload = useUploadCover(group.id);
  const [current, setCurrent] = useState(group);
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
      onSuccess: (next) => {
        setCurrent(next);
        toast.success(t('settings.coverSaved'));
      },
      onError: (error) => toast.error(groupErrorMessage(t, error)),
    });
  };
  return (
    <Card className="overflow-hidden">
      <GroupCover group={current} className="aspect-[16/6]" />
      <div className="space-y-4 p-4 sm:p-6">
        <p className="flex items-center gap-2 font-semibold text-deep dark:text-white" role="status">
          <CheckCircle2 className="h-5 w-5 text-open" aria-hidden="true" />
          {t('create.created', { name: current.name })}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('create.coverHint')}</p>
        <div className="flex flex-wrap gap-3">
          <ImagePickButton
            label={current.coverUrl ? t('settings.changeCover') : t('settings.addCover')}
            icon={ImagePlus}
            onChange={onPick}
            busy={upload.isPending}
            busyLabel={t('settings.uploading')}
            className={buttonClasses('outline', 'md')}
          />
          <Button onClick={() => void navigate(groupPath(current))}>{t('create.goToGroup')}</Button>
        </div>
      </div>
    </Card>
  );
}
