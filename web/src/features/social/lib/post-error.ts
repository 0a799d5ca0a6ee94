import type { TFunction } from 'i18next';
import { isMessageCode } from '@tightlines/domain/common/messages';
import { ApiRequestError } from '#web/lib/api-client';
import { rateLimitMessage } from '#web/lib/error-message';

/**
 * Posts: the reason from the server's catalogue, or 'Something went wrong' — never a raw
 * network or parser message.
 */
export function reasonOf(t: TFunction, error: unknown): string {
  const slowDown = rateLimitMessage(t, error);
  if (slowDown) return slowDown;
  if (error instanceof ApiRequestError && isMessageCode(error.code) && error.code !== 'unexpected')
    return t(`errors:${error.code}`);
  return t('errors:somethingWentWrong');
}
