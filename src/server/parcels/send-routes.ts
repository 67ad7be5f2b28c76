// Sending a parcel along a trip (DESIGN.md §9): the form, JSON or multipart with a photo, checked and stored as a
// request ("Demandé") the driver then answers; the driver hears of it by notification and in the trip's chat.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { endpoints, routePath } from '../../contract/api';
import { PARCEL_SUBJECT_TYPE } from '../../contract/conversations';
import { refusals, fieldErrors } from '../../contract/errors';
import { MAX_IMAGE_BYTES } from '../../contract/limits';
import { messageLabel } from '../../contract/message-label';
import { parcelRequest } from '../../contract/parcels';
import { PARCEL_STATUS, TRIP_STATUS } from '../../contract/statuses';
import type { ServerContext } from '../context';
import { parcels, tripParcelOffers } from '../db/schema';
import { fieldError, forbidden, notFound, validationFailed } from '../errors';
import { accountOf, requireAccount } from '../auth/guard';
import { replayStoredMutation, runMutation, sendOutcome } from '../idempotency';
import { findTrip, idParam } from '../auth/access';
import { MESSAGE_TYPE, addMessage, conversationAboutTrip, notify, routeLabel } from '../chat/chat';
import { fullName, imageUrlOf } from '../accounts/person-json';
import { readForm } from '../multipart';
import { PARCELS_FOLDER } from '../storage/files';
import { preparePhoto, removeFiles, storeFile, type PreparedFile } from '../storage/uploads';
import { newCodeNonce } from './codes';
import { parcelChanged, parcelLabel, parcelMessages, parcelName, recordParcelEvent } from './parcel-moves';
import { loadParcelJson } from './parcel-json';
import { askedLeg, legRoute } from '../trips/asked-leg';
import { tripStopsOf } from '../trips/trip-stops';
import { blockedBetween } from '../safety/blocked-people';
import { isWoman, womenOnlyMessages } from '../../contract/women-only';

/** Registered with the multipart plugin (app.ts): the form may carry a photo. */
export async function parcelSendRoutes(app: FastifyInstance, context: ServerContext) {
  const mutation = { preHandler: [requireAccount(context), replayStoredMutation(context)] };

  app.post(routePath(endpoints.sendParcel.path), mutation, async (request, reply) => {
    const { user } = accountOf(request);
    const id = idParam(request);
    const form = await readForm(request, { fileFields: ['photo'], maxFileBytes: MAX_IMAGE_BYTES });
    // Who may send is settled before the form: someone refused needs no list of field errors.
    const trip = await findTrip(context.db, id);
    if (trip.status === TRIP_STATUS.rejected && trip.driverId !== user.id) throw notFound();
    if (trip.driverId === user.id) throw forbidden(parcelMessages.ownTrip);
    const parsed = parcelRequest.safeParse(form.fields);
    const errors = parsed.success ? {} : fieldErrors(parsed.error.issues);
    let photo: PreparedFile | null = null;
    if (form.files.photo) {
      const prepared = await preparePhoto(form.files.photo);
      if (prepared.error) errors.photo = [prepared.error];
      else photo = prepared.file ?? null;
    }
    if (!parsed.success || Object.keys(errors).length) throw validationFailed(errors);
    const values = parsed.data;
    // Written before the transaction (a file is no part of it), removed again if the write does not happen.
    const photoPath = photo ? await storeFile(context.files, PARCELS_FOLDER, photo) : null;
    try {
      const outcome = await runMutation(context, request, async (tx) => {
        const now = context.now();
        const current = await findTrip(tx, id);
        if (!current.acceptsParcels) throw fieldError('trip', parcelMessages.noParcels, refusals.tripUnavailable);
        // A block, whoever made it, reads as a trip not open to parcels: the blocked person learns nothing of it.
        const blocked = await blockedBetween(tx, user.id, current.driverId);
        if (current.status !== TRIP_STATUS.active || blocked) throw fieldError('trip', parcelMessages.notOpen, refusals.tripUnavailable);
        if (current.departureTime.getTime() <= now.getTime()) throw fieldError('trip', parcelMessages.departed, refusals.tripUnavailable);
        if (current.womenOnly && !isWoman(user)) throw fieldError('trip', womenOnlyMessages.tripForWomen);
        const leg = askedLeg(await tripStopsOf(tx, id), values.from_city_id, values.to_city_id);
        const [offer] = await tx
          .select()
          .from(tripParcelOffers)
          .where(and(eq(tripParcelOffers.tripId, id), eq(tripParcelOffers.size, values.size)));
        if (!offer) throw fieldError('size', parcelMessages.sizeNotOffered);
        // A request takes no space yet (the driver's accept does, atomically); a size already full is refused now. The
        // space counts for the whole trip, whatever the leg: a parcel handed over at Sousse freed its place in the
        // trunk, but the driver offered so many parcels per trip, not per stretch, and may not load at every stop.
        if (offer.taken >= offer.capacity) throw fieldError('size', parcelMessages.noSpaceLeft);
        const [parcel] = await tx
          .insert(parcels)
          .values({
            tripId: id,
            senderId: user.id,
            size: values.size,
            weight: values.weight,
            description: values.description,
            declaredValue: values.declared_value ?? null,
            pickupPlace: values.pickup_place,
            dropoffPlace: values.dropoff_place,
            recipientName: values.recipient_name,
            recipientPhone: values.recipient_phone,
            fromCityId: leg.fromCityId,
            toCityId: leg.toCityId,
            photo: photoPath,
            price: Number(offer.price),
            status: PARCEL_STATUS.requested,
            codeNonce: newCodeNonce(),
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await recordParcelEvent(tx, parcel!.id, PARCEL_STATUS.requested, user.id, null, now);
        // The driver reads where the parcel gets on and off; the conversation keeps the trip's route as its title.
        const route = await routeLabel(tx, legRoute(current, leg));
        const conversationId = await conversationAboutTrip(tx, current, [user.id, current.driverId], now);
        await addMessage(
          tx,
          {
            conversationId,
            type: MESSAGE_TYPE.parcelRequest,
            senderId: user.id,
            text: `Demande d'envoi : ${parcelName(values.size)} — ${values.description}`,
            targetUserId: current.driverId,
            subject: { type: PARCEL_SUBJECT_TYPE, id: parcel!.id },
          },
          now,
        );
        await notify(
          tx,
          {
            userId: current.driverId,
            title: messageLabel('Nouvelle demande de colis'),
            message: messageLabel('{name} veut envoyer un {parcel} sur votre trajet {route}.', {
              name: fullName(user),
              parcel: parcelLabel(values.size),
              route,
            }),
            imageUrl: imageUrlOf(user.image),
            webUrl: `/trips/${id}`,
          },
          now,
        );
        parcelChanged(parcel!, current.driverId);
        return { status: 201, body: { message: parcelMessages.sent, data: await loadParcelJson(tx, parcel!.id, user.id, context.parcelCodeSecret) } };
      });
      if (outcome.replayed) await removeFiles(context.files, [photoPath]);
      return sendOutcome(reply, outcome);
    } catch (error) {
      await removeFiles(context.files, [photoPath]);
      throw error;
    }
  });
}
