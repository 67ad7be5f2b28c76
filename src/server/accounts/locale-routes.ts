// `PUT /api/user/locale`: the language a person chose, kept on their account so what the server writes to them
// (notifications, push messages, texts, its answers) is in that language on every device. Idempotent like every write.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { accountLocaleRequest } from '../../contract/account-locale';
import { requireAccount } from '../auth/guard';
import type { ServerContext } from '../context';
import { users } from '../db/schema';
import { parseBody } from '../errors';
import { replayStoredMutation } from '../idempotency';
import { writeRoute } from '../write-route';

export const accountLocaleMessages = { saved: 'Language saved.' } as const;

export async function accountLocaleRoutes(app: FastifyInstance, context: ServerContext) {
  // A person still confirming their phone reads the product too: their choice is kept as well.
  const mutation = { preHandler: [requireAccount(context, { allowUnverified: true }), replayStoredMutation(context)] };
  app.put(
    endpoints.setAccountLocale.path,
    mutation,
    writeRoute(context, async (tx, { user, request, now }) => {
      const { locale, chosen } = parseBody(accountLocaleRequest, request.body);
      // A device's own language only informs an account whose person never chose one; a choice always wins.
      const [saved] = await tx
        .update(users)
        .set({ locale, localeChosen: chosen, updatedAt: now })
        .where(chosen ? eq(users.id, user.id) : and(eq(users.id, user.id), eq(users.localeChosen, false)))
        .returning({ id: users.id });
      if (!saved) return { status: 200, body: { message: accountLocaleMessages.saved, locale: user.locale ?? locale } };
      // The answer is already in the language just chosen.
      user.locale = locale;
      return { status: 200, body: { message: accountLocaleMessages.saved, locale } };
    }),
  );
}
