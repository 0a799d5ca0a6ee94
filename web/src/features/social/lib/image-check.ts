import { IMAGE_MAX_BYTES } from '@tightlines/domain/social/limits';
import type { MessageCode } from '@tightlines/domain/common/messages';

/** Spec §5: images only, at most 5 MB (as the server counts). The server checks the content again; this saves a wasted upload. */
export function checkImage(file: File): MessageCode | null {
  if (!file.type.startsWith('image/')) return 'imageOnly';
  if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return null;
}
