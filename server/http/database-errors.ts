import { AppError } from '../domain/app-error';
import { isDatabaseUnreachable, pgErrorCode } from '../domain/shared/db-errors';

/**
 * PostgreSQL errors that mean "the request named something that does not exist or does not fit",
 * as the AppError the caller should see. The edge (route.ts) already refuses most such input;
 * this is the net under it, so a constraint the database enforces is never a 500.
 * Drizzle wraps driver errors: the SQLSTATE is on `cause`. A database that cannot be reached
 * (restarting, network cut) is `UNAVAILABLE` (503): try again in a moment (docs/architecture.md "Faults").
 */
export function appErrorFromDatabase(err: unknown): AppError | null {
  if (isDatabaseUnreachable(err)) return new AppError('UNAVAILABLE');
  switch (pgErrorCode(err)) {
    case 'P0002': // raised by refuse_closed_period (migration 0023): a movement dated inside a closed settlement period
      return new AppError('SETTLEMENT_PERIOD_CLOSED', { reason: 'closed' });
    case '23503': // foreign_key_violation: a referenced row that is not there
      return new AppError('NOT_FOUND', { reason: 'reference' });
    case '22001': // string_data_right_truncation
    case '22003': // numeric_value_out_of_range (int4 overflow)
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
    case '22021': // character_not_in_repertoire (NUL, bad UTF-8)
    case '22P02': // invalid_text_representation
    case '22P05': // untranslatable_character
    case '54000': // program_limit_exceeded (e.g. an index row too large)
      return new AppError('VALIDATION', { reason: 'value' });
    default:
      return null;
  }
}
