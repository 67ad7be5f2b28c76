// SOS during a ride (issue 40): `PUT /api/user/safety` keeps a person's emergency contacts (and gender), and `POST
// /api/trips/{id}/sos` texts them the trip's share link and the last known position through the job queue, over the
// day's budget of texts if need be, and records the alert, which staff read at `GET /api/staff/sos-alerts`.
import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { positionLink, rideUnderWay, safetySettingsRequest, sosMessages, sosRequest, sosTextParts } from '../../contract/emergency';
import { messageLabel, type LabelValue } from '../../contract/message-label';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { sosAlerts, tripPositions, tripShareLinks, users } from '../db/schema';
import { fieldError, parseBody } from '../errors';
import { requireAccount } from '../auth/guard';
import { hitRateLimit } from '../auth/rate-limit';
import { replayStoredMutation } from '../idempotency';
import { rowWriteRoute, writeRoute } from '../write-route';
import { routeLabel } from '../chat/chat';
import { accountLocale } from '../i18n/account-locale';
import { serverWords } from '../i18n/server-text';
import { recordDelivery } from '../live/deliveries';
import { originOf } from '../parcels/parcel-moves';
import { loadTrackedTrip } from '../tracking/tracked-trip';
import { requireFollower } from '../tracking/followers';
import { hashShareToken } from '../tracking/share-links';
import { staffOnly } from '../staff/staff-only';

/** The share link the alert carries: the one the device made for it (a token it drew), else a new one. */
async function shareTokenFor(tx: Tx, tripId: number, userId: number, asked: string | null | undefined, now: Date): Promise<string> {
  const token = asked ?? randomBytes(24).toString('base64url');
  const tokenHash = hashShareToken(token);
  await tx.insert(tripShareLinks).values({ tripId, userId, tokenHash, createdAt: now }).onConflictDoNothing();
  const [link] = await tx.select().from(tripShareLinks).where(eq(tripShareLinks.tokenHash, tokenHash));
  // A token already someone else's (or another trip's), or revoked, is not this person's to send: a new one is.
  if (!link || link.userId !== userId || link.tripId !== tripId || link.revokedAt) return shareTokenFor(tx, tripId, userId, null, now);
  return token;
}

/** The trip's newest point, when the device sent none. */
async function newestPoint(tx: Tx, tripId: number) {
  const [point] = await tx.select().from(tripPositions).where(eq(tripPositions.tripId, tripId)).orderBy(desc(tripPositions.recordedAt)).limit(1);
  return point ? { latitude: point.lat, longitude: point.lng, at: point.recordedAt } : null;
}

/** The newest alerts the desk lists. */
const STAFF_SOS_ALERTS = 50;

const tunisTime = new Intl.DateTimeFormat('fr-TN', { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit', hour12: false });

export async function sosRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.put(
    endpoints.saveSafetySettings.path,
    mutation,
    writeRoute(context, async (tx, { user, request, now }) => {
      const body = parseBody(safetySettingsRequest, request.body);
      const [saved] = await tx
        .update(users)
        .set({
          ...(body.emergency_contacts === undefined ? {} : { emergencyContacts: body.emergency_contacts }),
          ...(body.gender === undefined ? {} : { gender: body.gender }),
          updatedAt: now,
        })
        .where(eq(users.id, user.id))
        .returning({ emergencyContacts: users.emergencyContacts, gender: users.gender });
      return { status: 200, body: { message: sosMessages.saved, data: { emergency_contacts: saved!.emergencyContacts, gender: saved!.gender } } };
    }),
  );

  // Unverified accounts reach the staff check too, so that they also see only a 404 (staff/routes.ts).
  const staff = { preHandler: [requireAccount(context, { allowUnverified: true }), staffOnly] };
  app.get(endpoints.staffSosAlerts.path, staff, async () => {
    const rows = await context.db
      .select({ alert: sosAlerts, person: { id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone } })
      .from(sosAlerts)
      .innerJoin(users, eq(users.id, sosAlerts.userId))
      .orderBy(desc(sosAlerts.createdAt), desc(sosAlerts.id))
      .limit(STAFF_SOS_ALERTS);
    return {
      data: rows.map(({ alert, person }) => ({
        id: alert.id,
        trip_id: alert.tripId,
        user: { id: person.id, full_name: `${person.firstName} ${person.lastName}`.trim(), phone: person.phone },
        latitude: alert.latitude,
        longitude: alert.longitude,
        position_at: alert.positionAt?.toISOString() ?? null,
        contacts_told: alert.contactsTold,
        created_at: alert.createdAt.toISOString(),
      })),
    };
  });

  // Counted outside the write, as reports are: a refusal must not become the stored answer to its Idempotency-Key.
  const limited = {
    preHandler: [
      ...mutation.preHandler,
      async (request: FastifyRequest) => {
        const { user } = request.account!;
        await hitRateLimit(context.db, `sos:${user.id}`, context.rateLimits.sos, context.now());
      },
    ],
  };

  app.post(
    routePath(endpoints.sendSos.path),
    limited,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const trip = await loadTrackedTrip(tx, id);
      await requireFollower(tx, trip.row, user.id);
      const body = parseBody(sosRequest, request.body);
      const ride = {
        status: trip.row.status,
        startedAt: trip.row.startedAt?.getTime() ?? null,
        departure: trip.row.departureTime.getTime(),
        arrival: trip.expected.getTime(),
      };
      if (!rideUnderWay(ride, now.getTime())) throw fieldError('trip', sosMessages.notUnderWay);
      const [person] = await tx.select().from(users).where(eq(users.id, user.id));
      const contacts = person?.emergencyContacts ?? [];
      if (!contacts.length) throw fieldError('emergency_contacts', sosMessages.noContacts);

      const token = await shareTokenFor(tx, id, user.id, body.share_token, now);
      const sent =
        body.latitude != null && body.longitude != null
          ? { latitude: body.latitude, longitude: body.longitude, at: body.position_at ? new Date(body.position_at) : now }
          : null;
      const position = sent ?? (await newestPoint(tx, id));
      const locale = await accountLocale(tx, user.id);
      const route = await routeLabel(tx, trip.row);
      // In the sender's language: they know their contacts; the route's places are worded in it too.
      const say = (source: string, values: Record<string, LabelValue>) => serverWords(locale, messageLabel(source, values));
      const text = [
        say(sosTextParts.opening, { name: `${person!.firstName} ${person!.lastName}`.trim(), route }),
        position ? say(sosTextParts.position, { link: positionLink(position.latitude, position.longitude), time: tunisTime.format(position.at) }) : null,
        say(sosTextParts.follow, { link: `${originOf(request)}/suivi/${token}` }),
      ]
        .filter(Boolean)
        .join(' ');
      for (const contact of contacts) recordDelivery({ kind: 'sms', phone: contact.phone, purpose: 'sos', text });
      await tx.insert(sosAlerts).values({
        tripId: id,
        userId: user.id,
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        positionAt: position?.at ?? null,
        contactsTold: contacts.length,
        createdAt: now,
      });
      return { status: 201, body: { message: sosMessages.sent, data: { contacts_told: contacts.length } } };
    }),
  );
}
