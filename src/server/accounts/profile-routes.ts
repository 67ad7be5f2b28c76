// The profile: read it, edit it (multipart, idempotent, optional avatar) and change the password (spec 000 §5, §7).
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { endpoints } from '../../contract/api';
import { changePasswordRequest } from '../../contract/auth';
import { MAX_IMAGE_BYTES } from '../../contract/limits';
import { profileUpdateFields } from '../../contract/profile';
import { fieldErrors } from '../../contract/errors';
import type { ServerContext } from '../context';
import { isUniqueViolation } from '../db/client';
import { users } from '../db/schema';
import { fieldError, parseBody, validationFailed } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/tokens';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { readForm, type UploadedFile } from '../multipart';
import { IMAGE_EXTENSIONS, sniffImageType } from '../storage/files';
import { userWithRole } from '../user-json';

export const profileMessages = {
  updated: 'Profile updated successfully',
  phoneTaken: 'The phone has already been taken.',
  emailTaken: 'The email has already been taken.',
  imageType: 'The image field must be a file of type: jpeg, png, webp, gif.',
  imageSize: `The image field must not be greater than ${MAX_IMAGE_BYTES / 1024} kilobytes.`,
  passwordChanged: 'Password changed successfully.',
  wrongPassword: 'The current password is incorrect.',
} as const;

/** The avatar's extension, or the 422 messages that refuse it. */
function checkImage(image: UploadedFile | undefined): { extension?: string; errors: string[] } {
  if (!image) return { errors: [] };
  if (image.tooLarge) return { errors: [profileMessages.imageSize] };
  const type = sniffImageType(image.content);
  return type ? { extension: IMAGE_EXTENSIONS[type], errors: [] } : { errors: [profileMessages.imageType] };
}

export async function profileRoutes(app: FastifyInstance, context: ServerContext) {
  const { db } = context;
  const verifiedAccount = requireAccount(context);

  app.get(endpoints.profile.path, { preHandler: verifiedAccount }, async (request) => userWithRole(db, accountOf(request).user));

  async function updateProfile(request: FastifyRequest, reply: FastifyReply) {
    const { user } = accountOf(request);
    const form = await readForm(request, { fileFields: ['image'], maxFileBytes: MAX_IMAGE_BYTES });
    const parsed = profileUpdateFields.safeParse(form.fields);
    const image = checkImage(form.files.image);
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    if (image.errors.length) errors.image = image.errors;
    if (!parsed.success || image.errors.length) throw validationFailed(errors);
    const fields = parsed.data;

    // Written before the transaction (slow disk work stays out of it) and removed again if the write does not happen.
    const newImage = image.extension ? await context.files.save('avatars', form.files.image!.content, image.extension) : null;
    let replacedImage: string | null = null;
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        const [phoneOwner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, fields.phone), ne(users.id, user.id)));
        if (phoneOwner) throw fieldError('phone', profileMessages.phoneTaken);
        if (fields.email) {
          const [emailOwner] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = lower(${fields.email})`, ne(users.id, user.id)));
          if (emailOwner) throw fieldError('email', profileMessages.emailTaken);
        }
        const [current] = await tx.select({ image: users.image }).from(users).where(eq(users.id, user.id));
        const image = newImage ?? (fields.delete_photo ? null : (current?.image ?? null));
        if (current?.image && current.image !== image) replacedImage = current.image;
        const [updated] = await tx
          .update(users)
          .set({ firstName: fields.first_name, lastName: fields.last_name, email: fields.email, phone: fields.phone, image, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning();
        return { status: 200, body: { message: profileMessages.updated, user: (await userWithRole(tx, updated!)).user } };
      });
      if (outcome.replayed) await context.files.remove(newImage);
      else await context.files.remove(replacedImage);
      return sendOutcome(reply, outcome);
    } catch (error) {
      await context.files.remove(newImage);
      throw isUniqueViolation(error) ? fieldError('phone', profileMessages.phoneTaken) : error;
    }
  }

  const mutation = { preHandler: [verifiedAccount, replayStoredMutation(context)] };
  // Browsers cannot send multipart with PUT from a plain form, hence Laravel's `POST` + `_method=PUT`; both work.
  app.post(endpoints.updateProfile.path, mutation, updateProfile);
  app.put(endpoints.updateProfile.path, mutation, updateProfile);

  app.post(endpoints.changePassword.path, mutation, async (request, reply) => {
    const { user, accessToken } = accountOf(request);
    const body = parseBody(changePasswordRequest, request.body);
    if (!(await verifyPassword(body.current_password, user.passwordHash))) {
      throw fieldError('current_password', profileMessages.wrongPassword);
    }
    const passwordHash = await hashPassword(body.new_password);
    const outcome = await runMutation(context, request, async (tx) => {
      const now = context.now();
      await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
      // Other devices lose their session; this one keeps working.
      await revokeUserSessions(tx, user.id, now, accessToken.id);
      return { status: 200, body: { message: profileMessages.passwordChanged } };
    });
    return sendOutcome(reply, outcome);
  });
}
