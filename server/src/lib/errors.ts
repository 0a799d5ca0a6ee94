import { MESSAGES, type MessageCode } from '@tightlines/domain/common/messages';

/** A typed error a service throws; the one error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  static of(status: number, code: MessageCode, fields?: Record<string, string>): AppError {
    return new AppError(status, code, MESSAGES[code], fields);
  }
}

export const unauthorized = () => AppError.of(401, 'notAuthenticated');
export const forbidden = () => AppError.of(403, 'forbidden');
export const notFound = () => AppError.of(404, 'notFound');
