/** Errors in Supabase Storage's shape: `{statusCode: '413', error, message}` (statusCode a string). */
import { HttpError } from '../shared/http-error';

function storageError(status: number, error: string, message: string): HttpError {
  return new HttpError(status, { statusCode: String(status), error, message });
}

export const storageErrors = {
  bucketNotFound: () => storageError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => storageError(404, 'not_found', 'Object not found'),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  tooLarge: () =>
    storageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  invalidMimeType: (mimeType: string) =>
    storageError(415, 'invalid_mime_type', `mime type ${mimeType} is not supported`),
  contentMismatch: (mimeType: string) =>
    storageError(415, 'invalid_mime_type', `file content does not match mime type ${mimeType}`),
  duplicate: () => storageError(409, 'Duplicate', 'The resource already exists'),
  rowLevelSecurity: () =>
    storageError(403, 'Unauthorized', 'new row violates row-level security policy'),
  unauthorized: (message: string) => storageError(403, 'Unauthorized', message),
  /** A refusal of the request itself; the body's statusCode always matches the HTTP status. */
  invalidRequest: (message: string, status = 400) =>
    storageError(status, 'InvalidRequest', message),
};
