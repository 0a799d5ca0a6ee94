import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImage } from './image-check';

/** What an upload calls once it has an answer. */
export interface ImagePickAfter {
  failed: (message: string) => void;
  clear: () => void;
}

/**
 * Picking one image to upload (an avatar, a header, a team logo): the spec's checks before any upload (images
 * only, under 5 MB: 'Only image files are supported', 'File size must be less than 5MB'), a preview shown at once
 * whose object URL is released when it is replaced, and the message to show. `onPick` gets an accepted file and
 * what to call after: `failed` with the server's message when the upload is refused (the preview goes, the message
 * stays), `clear` when the stored image takes the preview's place.
 */
export function useImagePick(onPick: (file: File, after: ImagePickAfter) => void) {
  const { t } = useTranslation('errors');
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const failed = (message: string) => {
    setPreview(null);
    setError(message);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = checkImage(file);
    if (problem) {
      setError(t(`errors:${problem}`));
      return;
    }
    setError(null);
    setPreview(URL.createObjectURL(file));
    onPick(file, { failed, clear: () => setPreview(null) });
  };

  return { preview, error, handleChange, setError };
}
