import type { MessageCode } from '@tightlines/domain/common/messages';
import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';

/** Images only, under 5 MB. The server checks the content again; this saves a wasted upload. */
export function checkImage(file: File): MessageCode | null {
  if (!file.type.startsWith('image/')) return 'imageOnly';
  if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return null;
}
