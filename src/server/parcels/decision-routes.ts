// The steps of a parcel (DESIGN.md §9): the driver accepts or refuses it, takes it with the pickup code and hands it
// over with the delivery code; the sender cancels it until pickup; either reports a problem for the staff desk.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { endpoints, routePath } from '../../contract/api';
import { messageLabel, sourceWording, type LabelValue, type MessageLabel } from '../../contract/message-label';
import { PARCEL_CODE_LOCK_MS, PARCEL_CODE_MAX_TRIES, PARCEL_REASON_MAX, parcelCodeRequest, parcelProblemRequest } from '../../contract/parcels';
import { PARCEL_STATUS, TRIP_STATUS } from '../../contract/statuses';
import { refusals } from '../../contract/errors';
import type { ServerContext } from '../context';
import type { Tx } from '../db/client';
import { parcels, tripParcelOffers, users, type ParcelRow } from '../db/schema';
import { fieldError, parseBody } from '../errors';
import { requireAccount } from '../auth/guard';
import { replayStoredMutation } from '../idempotency';
import { notify, routeLabel } from '../chat/chat';
import { askToRateDriver } from '../chat/feedback';
import { tripChanged } from '../trips/trip-watchers';
import { rowWriteRoute, type WriteCall } from '../write-route';
import { deriveSecrets, hashedSecrets, matchesHash } from './codes';
import { loadParcelJson } from './parcel-json';
import { legRoute } from '../trips/asked-leg';
import { blockedBetween } from '../safety/blocked-people';
import {
  freeSpace,
  lockedParcelFor,
  mayMove,
  moveParcel,
  parcelForParty,
  parcelMessages,
  parcelLabel,
  parcelName,
  refusedMove,
  originOf,
  textRecipient,
} from './parcel-moves';

const refuseRequest = z.object({
  reason: z
    .string()
    .trim()
    .max(PARCEL_REASON_MAX, `The reason must not be greater than ${PARCEL_REASON_MAX} characters.`)
    .refine((text) => !text.includes('\u0000'), 'The reason must not contain invalid characters.')
    .nullable()
    .optional(),
});

const parcelUrl = (id: number) => `/parcels/${id}`;

/** Tells one party of the parcel what happened to it. */
async function tell(tx: Tx, userId: number, parcel: ParcelRow, title: string, message: MessageLabel, now: Date) {
  await notify(tx, { userId, title: messageLabel(title), message, webUrl: parcelUrl(parcel.id) }, now);
}

/** "Votre {parcel} sur le trajet {route} a été accepté.": the parcel and its route as labels of their own. */
const aboutParcel = (id: string, parcel: ParcelRow, route: MessageLabel, values: Record<string, LabelValue> = {}) =>
  messageLabel(id, { parcel: parcelLabel(parcel.size), route, ...values });

/**
 * Checks a typed handover code. A wrong one counts (5 lock the code for 15 min) and its 422 is returned, not thrown,
 * so the count commits with it; a replay of the same request answers that stored 422 and counts nothing again.
 */
async function checkCode(tx: Tx, parcel: ParcelRow, typed: string, hash: string | null, now: Date) {
  if (parcel.codeLockedUntil && parcel.codeLockedUntil.getTime() > now.getTime()) {
    const minutes = Math.ceil((parcel.codeLockedUntil.getTime() - now.getTime()) / 60_000);
    return fieldError('code', parcelMessages.locked(minutes)).body;
  }
  if (matchesHash(typed, hash)) return null;
  const tries = parcel.codeTries + 1;
  const locked = tries >= PARCEL_CODE_MAX_TRIES;
  await tx
    .update(parcels)
    .set(locked ? { codeTries: 0, codeLockedUntil: new Date(now.getTime() + PARCEL_CODE_LOCK_MS) } : { codeTries: tries })
    .where(eq(parcels.id, parcel.id));
  const message = locked ? parcelMessages.locked(Math.ceil(PARCEL_CODE_LOCK_MS / 60_000)) : parcelMessages.wrongCode(PARCEL_CODE_MAX_TRIES - tries);
  return fieldError('code', message).body;
}

export async function parcelDecisionRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };
  const secret = context.parcelCodeSecret;
  const answer = async (tx: Tx, parcel: ParcelRow, viewerId: number, message: string) => ({
    status: 200,
    body: { message, data: await loadParcelJson(tx, parcel.id, viewerId, secret) },
  });

  app.post(
    routePath(endpoints.acceptParcel.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      // A block refuses a pending parcel when made; checked before the row locks (blocked-people.ts `lockPair`).
      const blocked = await blockedBetween(tx, user.id, (await parcelForParty(tx, id, user.id, 'driver')).parcel.senderId);
      const { parcel, trip } = await lockedParcelFor(tx, id, user.id, 'driver', 'accept');
      if (trip.status !== TRIP_STATUS.active) throw fieldError('trip', parcelMessages.tripNotActive, refusals.tripUnavailable);
      if (blocked) throw refusedMove('accept', PARCEL_STATUS.refused);
      // The one guard against overbooking a size: a place is taken only if one is left, in a single row update that
      // concurrent accepts queue behind; the CHECK on taken <= capacity backs it up.
      const [taken] = await tx
        .update(tripParcelOffers)
        .set({ taken: sql`${tripParcelOffers.taken} + 1` })
        .where(and(eq(tripParcelOffers.tripId, trip.id), eq(tripParcelOffers.size, parcel.size), lt(tripParcelOffers.taken, tripParcelOffers.capacity)))
        .returning({ taken: tripParcelOffers.taken });
      if (!taken) throw fieldError('size', parcelMessages.noSpaceLeft);
      const secrets = deriveSecrets(secret, parcel.id, parcel.codeNonce);
      const accepted = await moveParcel(
        tx,
        parcel,
        trip,
        { transition: 'accept', by: user.id, set: { ...hashedSecrets(secrets), codeTries: 0, codeLockedUntil: null } },
        now,
      );
      // Places left changed: the trip's cards refresh too.
      await tripChanged(tx, trip.id);
      const route = await routeLabel(tx, legRoute(trip, parcel));
      await tell(tx, parcel.senderId, accepted, 'Colis accepté', aboutParcel('Votre {parcel} sur le trajet {route} a été accepté.', parcel, route), now);
      await textRecipient(
        tx,
        accepted,
        secret,
        originOf(request),
        (code, link) => `Mechwar : colis de ${user.firstName} pour vous (${sourceWording(route)}). Code : ${code}. Suivi : ${link}`,
      );
      return answer(tx, accepted, user.id, parcelMessages.accepted);
    }),
  );

  app.post(
    routePath(endpoints.refuseParcel.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const { parcel, trip } = await parcelForParty(tx, id, user.id, 'driver');
      if (!mayMove('refuse', parcel.status)) throw refusedMove('refuse', parcel.status);
      const reason = parseBody(refuseRequest, request.body ?? {}).reason || null;
      const refused = await moveParcel(tx, parcel, trip, { transition: 'refuse', by: user.id, note: reason }, now);
      const route = await routeLabel(tx, legRoute(trip, parcel));
      const told = reason
        ? aboutParcel('Votre {parcel} sur le trajet {route} a été refusé : {reason}', parcel, route, { reason })
        : aboutParcel('Votre {parcel} sur le trajet {route} a été refusé.', parcel, route);
      await tell(tx, parcel.senderId, refused, 'Colis refusé', told, now);
      return answer(tx, refused, user.id, parcelMessages.refused);
    }),
  );

  app.post(
    routePath(endpoints.cancelParcel.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      // Trip and offer rows locked first, as accepts take them: the status read then cannot change until we commit.
      const { parcel, trip } = await lockedParcelFor(tx, id, user.id, 'sender', 'cancel');
      const wasAccepted = parcel.status === PARCEL_STATUS.accepted;
      const cancelled = await moveParcel(tx, parcel, trip, { transition: 'cancel', by: user.id }, now);
      const route = await routeLabel(tx, legRoute(trip, parcel));
      if (wasAccepted) {
        await freeSpace(tx, parcel);
        await tripChanged(tx, trip.id);
        await textRecipient(
          tx,
          cancelled,
          secret,
          originOf(request),
          () => `Mechwar : l'envoi du colis qui vous était destiné (${sourceWording(route)}) a été annulé par l'expéditeur.`,
        );
      }
      const name = `${user.firstName} ${user.lastName}`.trim();
      await tell(
        tx,
        trip.driverId,
        cancelled,
        'Colis annulé',
        aboutParcel('{name} a annulé son {parcel} sur votre trajet {route}.', parcel, route, { name }),
        now,
      );
      return answer(tx, cancelled, user.id, parcelMessages.cancelled);
    }),
  );

  /** Pickup and delivery: the driver types the code the sender (pickup) or the recipient (delivery) holds. */
  const handover = (step: 'pickup' | 'deliver') =>
    rowWriteRoute(context, async (tx, { user, id, request, now }: WriteCall & { id: number }) => {
      // The row locked first: two codes typed at once are counted one after the other.
      await tx.select({ id: parcels.id }).from(parcels).where(eq(parcels.id, id)).for('update');
      const { parcel, trip } = await parcelForParty(tx, id, user.id, 'driver');
      if (!mayMove(step, parcel.status)) throw refusedMove(step, parcel.status);
      // A problem reported before pickup is not a parcel in the car: it cannot be handed over.
      if (step === 'deliver' && parcel.pickedUpAt === null) throw fieldError('parcel', parcelMessages.notPickedUp);
      const { code } = parseBody(parcelCodeRequest, request.body);
      const wrong = await checkCode(tx, parcel, code, step === 'pickup' ? parcel.pickupCodeHash : parcel.deliveryCodeHash, now);
      if (wrong) return { status: 422, body: wrong };
      const reset = { codeTries: 0, codeLockedUntil: null };
      const route = await routeLabel(tx, legRoute(trip, parcel));
      if (step === 'pickup') {
        const moved = await moveParcel(tx, parcel, trip, { transition: 'pickup', by: user.id, set: { ...reset, pickedUpAt: now } }, now);
        await tell(
          tx,
          moved.senderId,
          moved,
          'Colis pris en charge',
          aboutParcel('Votre {parcel} ({route}) a été pris en charge par le conducteur.', moved, route),
          now,
        );
        return answer(tx, moved, user.id, parcelMessages.pickedUp);
      }
      const moved = await moveParcel(tx, parcel, trip, { transition: 'deliver', by: user.id, set: { ...reset, deliveredAt: now } }, now);
      const handed = aboutParcel('Votre {parcel} ({route}) a été remis à {name}.', moved, route, { name: moved.recipientName });
      await tell(tx, moved.senderId, moved, 'Colis livré', handed, now);
      const [sender] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, moved.senderId));
      await textRecipient(
        tx,
        moved,
        secret,
        originOf(request),
        () => `Mechwar : votre colis de ${sender?.firstName ?? ''} (${sourceWording(route)}) a été livré.`,
      );
      await askToRateDriver(
        tx,
        trip,
        moved.senderId,
        {
          card: `Votre ${parcelName(moved.size)} (${sourceWording(route)}) a été livré. Comment s'est passé l'envoi ? Notez votre chauffeur.`,
          notice: aboutParcel('Votre {parcel} ({route}) a été livré : notez votre chauffeur.', moved, route),
        },
        now,
      );
      return answer(tx, moved, user.id, parcelMessages.delivered);
    });
  app.post(routePath(endpoints.pickupParcel.path), mutation, handover('pickup'));
  app.post(routePath(endpoints.deliverParcel.path), mutation, handover('deliver'));

  app.post(
    routePath(endpoints.reportParcelProblem.path),
    mutation,
    rowWriteRoute(context, async (tx, { user, id, request, now }) => {
      const { parcel, trip, role } = await parcelForParty(tx, id, user.id);
      if (!mayMove('problem', parcel.status)) throw refusedMove('problem', parcel.status);
      const { reason } = parseBody(parcelProblemRequest, request.body);
      const moved = await moveParcel(
        tx,
        parcel,
        trip,
        { transition: 'problem', by: user.id, note: reason, set: { problem: reason, problemReportedAt: now, problemReportedBy: user.id } },
        now,
      );
      const other = role === 'sender' ? trip.driverId : parcel.senderId;
      const route = await routeLabel(tx, legRoute(trip, parcel));
      const told = aboutParcel('Un problème a été signalé sur le {parcel} du trajet {route} : {reason}', parcel, route, { reason });
      await tell(tx, other, moved, 'Problème signalé sur un colis', told, now);
      return answer(tx, moved, user.id, parcelMessages.problem);
    }),
  );
}
