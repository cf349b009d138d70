import type { Request } from 'express';
import { AppError } from '../errors/app-error';
import { isJson, isMultipart, MultipartOptions, readMultipart, UploadedResume } from './read-multipart';

/** A request body that may carry a resume: its fields (JSON object or multipart text fields) and the file. */
export interface BodyWithResume {
  fields: Record<string, unknown>;
  file: UploadedResume | null;
}

/**
 * Reads the body of an endpoint that takes JSON, or multipart/form-data when a resume file comes
 * with it (career-site applications, partner candidates): multipart is streamed and bounded by
 * readMultipart, the file's type decided by its bytes; JSON is already parsed by the body parser
 * and must be an object (400 validation_error); any other content type is 415.
 */
export async function readBodyWithResume(req: Request, options: MultipartOptions): Promise<BodyWithResume> {
  if (isMultipart(req)) {
    const form = await readMultipart(req, options);
    return { fields: form.fields, file: form.file ?? null };
  }
  if (isJson(req)) {
    const body: unknown = req.body ?? {};
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw new AppError('validation_error', 'The JSON body must be an object');
    }
    return { fields: body as Record<string, unknown>, file: null };
  }
  throw new AppError('unsupported_media_type', 'Send application/json, or multipart/form-data to attach a resume');
}
