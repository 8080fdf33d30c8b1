import { showHttpError } from '../../errors/api-client';
import { HttpError } from '../../errors/http-error';

/** A refused request is the spec §8 popup; a dropped connection is left to the connection state. */
export function chatFailure(err: unknown) {
  if (err instanceof HttpError) void showHttpError(err);
}
