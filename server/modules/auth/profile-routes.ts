/**
 * PUT /users/update: the profile form (multipart, with the picture and the university card). Here
 * rather than with the users' routes: a changed e-mail or password changes the account
 * (profile.ts).
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { responses } from '@/api/common.ts';
import {
  dniField,
  dobField,
  emailField,
  nameField,
  newPasswordField,
  userResponseSchema,
} from '@/api/users.ts';
import { msg } from '@/i18n/message.ts';
import { HttpError, badRequest, unauthorized } from '../../lib/errors.ts';
import { issuesText, requestTranslator } from '../../plugins/errors.ts';
import { route, type ModuleRoutes } from '../route.ts';
import { loadUserRow, type ProfileImages } from '../users/index.ts';
import { updateProfile } from './profile.ts';

const FILE_FIELDS = ['image', 'universityCard'] as const;
type FileField = (typeof FILE_FIELDS)[number];

/**
 * The text parts of the profile form. A missing part leaves that value as it is; an empty
 * password or dob means "not changed" (the form sends them only when filled). Unknown parts,
 * such as a smuggled `role`, are dropped.
 */
const profileFields = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  dob: z.union([z.literal(''), dobField]).optional(),
  dni: dniField.optional(),
  password: z.union([z.literal(''), newPasswordField]).optional(),
  isUca: z
    .enum(['true', 'false'], { error: 'validation.isUcaBoolean' })
    .transform((v) => v === 'true')
    .optional(),
});

/**
 * The multipart parser's own refusals (limits, malformed bodies) come in English, and a body
 * that is not multipart at all comes without a status (a 500): answer both as the client's fault.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_FILES_LIMIT':
      return new HttpError(413, msg('errors.profileTooManyFiles'));
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new HttpError(413, msg('errors.tooManyFields'));
    default:
      return badRequest(msg('errors.formInvalid'));
  }
}

function isFileField(name: string): name is FileField {
  return (FILE_FIELDS as readonly string[]).includes(name);
}

/** The profile form's text fields and pictures, with the multipart refusals worded for people. */
async function readProfileForm(
  request: FastifyRequest,
  maxMb: number,
): Promise<{ text: Record<string, string>; images: ProfileImages }> {
  if (!request.isMultipart()) {
    throw badRequest(msg('errors.profileNotMultipart'));
  }
  const text: Record<string, string> = {};
  const images: ProfileImages = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (!isFileField(part.fieldname)) {
          throw badRequest(msg('errors.unexpectedFile', { field: part.fieldname.slice(0, 40) }));
        }
        const bytes = await readFile(part, maxMb);
        // An empty file part is how some browsers send "no file chosen".
        if (bytes.length > 0) images[part.fieldname] = bytes;
      } else {
        if (part.valueTruncated) throw badRequest(msg('errors.fieldTooLong'));
        // A text value for a picture (e.g. the current URL sent back) means "keep it".
        if (isFileField(part.fieldname)) continue;
        text[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw multipartError(error);
  }
  return { text, images };
}

async function readFile(part: MultipartFile, maxMb: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new HttpError(413, msg('errors.imageTooLargeMax', { maxMb }));
    }
    throw error;
  }
}

export const profileRoutes: ModuleRoutes = (ctx) => {
  const maxMb = Math.round((ctx.config.maxUploadBytes / (1024 * 1024)) * 10) / 10;
  return [
    route({
      method: 'PUT',
      path: '/users/update',
      summary: 'Update the profile (multipart form with avatar and card)',
      access: 'signedIn',
      bodyParser: 'multipart',
      schema: { response: responses({ 200: userResponseSchema }) },
      handler: async (request) => {
        const { text, images } = await readProfileForm(request, maxMb);
        const parsed = profileFields.safeParse(text);
        if (!parsed.success) {
          throw badRequest(issuesText(request, parsed.error.issues));
        }
        const { dob, password, ...rest } = parsed.data;
        const row = await loadUserRow(ctx.db, request.user.id);
        if (!row) throw unauthorized();
        const updated = await updateProfile(
          ctx,
          row,
          { ...rest, dob: dob || undefined, password: password || undefined },
          images,
          { sessionToken: request.sessionToken(), log: request.log },
        );
        const message = requestTranslator(request)('answers.profileUpdated');
        return { success: true as const, message, user: updated };
      },
    }),
  ];
};
