// One error contract: services throw AppError with a kind; the app answers { success:false, message }
// with the status for that kind. Anything else is a bug: logged with the request id, answered as a plain 500.
export type ErrorKind =
  | 'bad_input'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rule'
  | 'too_large'
  | 'rate_limited';

export const STATUS: Record<ErrorKind, 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429> = {
  bad_input: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  rule: 422,
  rate_limited: 429,
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  constructor(kind: ErrorKind, message: string) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
  }
}

export const badInput = (message: string) => new AppError('bad_input', message);
export const notFound = (message: string) => new AppError('not_found', message);
