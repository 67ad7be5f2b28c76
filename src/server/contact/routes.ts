// The contact form's API (spec 000 §7): `GET /captcha` serves a challenge image, `POST /api/contact` takes a message.
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../contract/api';
import { CONTACT_THANKS } from '../../contract/contact';
import type { ServerContext } from '../context';
import { hitRateLimit } from '../auth/rate-limit';
import { optionalAccount } from '../auth/access';
import { captchaCookie, captchaVisitor, issueCaptcha } from './captcha';
import { countMessage, readSubmission, storeMessage } from './messages';
import { DEFAULT_CONTACT_LIMIT, type ContactOptions } from './options';

export function contactRoutes(options: ContactOptions = {}) {
  const limit = options.messageLimit ?? DEFAULT_CONTACT_LIMIT;

  return async function routes(app: FastifyInstance, context: ServerContext) {
    const { db } = context;

    // Every image is new and personal: nothing may keep it, and a new one replaces the visitor's last.
    app.get(endpoints.captcha.path, async (request, reply) => {
      const image = await issueCaptcha(db, captchaVisitor(request.headers.cookie), context.now());
      options.onCaptcha?.(image.answer);
      return reply
        .header('cache-control', 'no-store')
        .header('set-cookie', captchaCookie(image.visitor, request.protocol === 'https'))
        .type('image/png')
        .send(image.png);
    });

    // A signed-in sender's message is linked to their account; a visitor's stays anonymous (a dead token too).
    app.post(endpoints.contact.path, async (request) => {
      const now = context.now();
      // Counted before anything is read: wrong captchas and invalid forms are attempts too.
      await hitRateLimit(db, `contact:attempt:${request.ip}`, context.rateLimits.contactAttempts, now);
      const message = await readSubmission(db, request.body, captchaVisitor(request.headers.cookie), now);
      await countMessage(db, message.email, request.ip, limit, now);
      const sender = await optionalAccount(context, request);
      await storeMessage(db, message, sender?.id ?? null, now);
      return { message: CONTACT_THANKS };
    });
  };
}
