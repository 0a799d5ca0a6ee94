import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Camera, ImageUp, type LucideIcon } from 'lucide-react';
import type { MyProfile } from '@tightlines/domain/social/profiles';
import { cn } from '#web/components/ui/cn';
import { ImagePickButton } from '#web/components/ui/image-pick-button';
import { Spinner } from '#web/components/ui/spinner';
import { errorMessage } from '#web/lib/error-message';
import { useUploadProfileImage, type ProfileImageKind } from '#web/features/people/api/update-profile';
import { useImagePick } from '#web/lib/use-image-pick';
import { ProfileAvatar } from './profile-avatar';
import { ProfileBanner } from './profile-header';

function useImagePicker(kind: ProfileImageKind) {
  const { t } = useTranslation(['people', 'errors']);
  const upload = useUploadProfileImage(kind);
  const pick = useImagePick((file, { failed }) =>
    upload.mutate(file, {
      onSuccess: () =>
        toast.success(t(kind === 'avatar' ? 'settings.photos.avatarSaved' : 'settings.photos.headerSaved')),
      onError: (failure) => {
        const message = errorMessage(t, failure);
        failed(message);
        toast.error(t('settings.photos.uploadFailed'), { description: message });
      },
    }),
  );
  return { upload, preview: pick.preview, error: pick.error, handleChange: pick.handleChange };
}

interface PickButtonProps {
  picker: ReturnType<typeof useImagePicker>;
  label: string;
  icon: LucideIcon;
  describedBy: string;
  bordered?: boolean;
}

function PickButton({ picker, label, icon, describedBy, bordered = false }: PickButtonProps) {
  const { t } = useTranslation('people');
  return (
    <ImagePickButton
      className={cn(pickButton, bordered && 'border border-slate-300 dark:border-slate-700')}
      icon={icon}
      label={label}
      onChange={picker.handleChange}
      busy={picker.upload.isPending}
      busyLabel={t('settings.photos.uploading')}
      describedBy={describedBy}
    />
  );
}

const pickButton =
  'inline-flex min-h-11 items-center gap-2 rounded-[var(--radius-control)] bg-white/95 px-3 text-sm font-semibold text-deep shadow-sm transition-colors hover:bg-white dark:bg-slate-900/95 dark:text-white dark:hover:bg-slate-900';

/** Spec 'Profile: avatar and header upload': pick, check (images only, under 5 MB), preview, upload. */
export function ProfileImages({ profile }: { profile: MyProfile }) {
  const { t } = useTranslation('people');
  const header = useImagePicker('header');
  const avatar = useImagePicker('avatar');
  const hintId = useId();

  return (
    <div>
      <div className="relative overflow-hidden rounded-[var(--radius-card)]">
        <ProfileBanner src={header.preview ?? profile.headerUrl} />
        <div className="absolute end-3 top-3">
          <PickButton
            picker={header}
            label={t('settings.photos.changeHeader')}
            icon={ImageUp}
            describedBy={hintId}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-3 px-2 sm:px-4">
        <div className="relative z-10 -mt-10 sm:-mt-12">
          <ProfileAvatar
            src={avatar.preview ?? profile.avatarUrl}
            firstName={profile.firstName}
            lastName={profile.lastName}
            handle={profile.handle}
            className={cn('h-24 w-24 text-3xl sm:h-28 sm:w-28', avatar.upload.isPending && 'opacity-70')}
          />
          {avatar.upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center text-white">
              <Spinner className="h-7 w-7" />
            </span>
          )}
        </div>
        <PickButton
          picker={avatar}
          label={t('settings.photos.changeAvatar')}
          icon={Camera}
          describedBy={hintId}
          bordered
        />
      </div>
      <p id={hintId} className="mt-3 px-2 text-sm text-slate-600 sm:px-4 dark:text-slate-400">
        {t('settings.photos.hint')}
      </p>
      {header.error && (
        <p role="alert" className="mt-2 px-2 text-sm font-medium text-danger sm:px-4 dark:text-red-400">
          {t('settings.photos.headerError', { message: header.error })}
        </p>
      )}
      {avatar.error && (
        <p role="alert" className="mt-2 px-2 text-sm font-medium text-danger sm:px-4 dark:text-red-400">
          {t('settings.photos.avatarError', { message: avatar.error })}
        </p>
      )}
    </div>
  );
}
