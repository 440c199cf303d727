/**
 * Uploaded images: the multipart `image` field of an admin form checked and stored (courts,
 * products), and the URL /uploads serves a stored name under.
 */
import type { FastifyRequest } from 'fastify';
import { ADMIN_COURT_MESSAGES } from '@/api/admin.ts';
import { msg } from '@/i18n/message.ts';
import { RejectedFileError } from '../adapters/files/index.ts';
import type { AppContext } from '../context.ts';
import { HttpError, badRequest } from '../lib/errors.ts';

/** Stored file names become root-relative URLs served by /uploads. */
export function uploadUrl(name: string | null): string | null {
  return name ? `/uploads/${name}` : null;
}

/** The multipart `image` field, checked and stored; its file name. */
export async function saveUploadedImage(ctx: AppContext, request: FastifyRequest): Promise<string> {
  if (!request.isMultipart()) throw badRequest(ADMIN_COURT_MESSAGES.imageMissing);
  let bytes: Buffer | null = null;
  try {
    const file = await request.file();
    if (file?.fieldname === 'image') bytes = await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, msg('errors.imageTooLarge'));
    }
    throw badRequest(msg('errors.formInvalid'));
  }
  if (!bytes || bytes.length === 0) throw badRequest(ADMIN_COURT_MESSAGES.imageMissing);
  try {
    return await ctx.files.saveImage(bytes);
  } catch (error) {
    if (error instanceof RejectedFileError) throw badRequest(error.text);
    throw error;
  }
}
