// Parcel test kit: a trip taking parcels, a valid send form, the calls of each step, and the codes as the sender sees them.
import { parcelResponse, type ParcelRequest } from '../../src/contract/parcels';
import type { TripRequest } from '../../src/contract/trips';
import { deliveriesSettled } from '../../src/server/live/deliver';
import { publishTrip, type TestDriver } from './marketplace';
import { call, uniquePhone, type SignedInUser, type TestServer } from './server';

export type ParcelStep = 'accept' | 'refuse' | 'cancel' | 'pickup' | 'deliver' | 'problem';

/** A trip of `driver` tomorrow taking small parcels (3 at 8 TND) and one large one (25 TND). */
export async function tripTakingParcels(server: TestServer, driver: TestDriver, overrides: Partial<TripRequest> = {}) {
  return publishTrip(server, driver, {
    accepts_parcels: true,
    parcel_offers: [
      { size: 'small', price_per_parcel: 8, parcels: 3 },
      { size: 'large', price_per_parcel: 25, parcels: 1 },
    ],
    ...overrides,
  });
}

/** A valid send form: a small parcel for Salma, whose number no account has. */
export function parcelForm(overrides: Partial<Record<keyof ParcelRequest, unknown>> = {}) {
  const form = {
    size: 'small',
    weight: 2.5,
    description: 'Livres et documents',
    declared_value: 120,
    pickup_place: 'Station Bab Saadoun',
    dropoff_place: 'Gare de Sousse',
    recipient_name: 'Salma Ben Ali',
    recipient_phone: uniquePhone(),
    forbidden_items_confirmed: true,
  };
  // Overrides may be anything (the refusal tests send wrong types); the defaults' types stay what tests read.
  return { ...form, ...overrides } as typeof form;
}

export const sendParcel = (server: TestServer, sender: SignedInUser, tripId: number, json: unknown = parcelForm(), headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/trips/${tripId}/parcels`, { token: sender.token, json, headers });

/** A parcel asked for on the trip; returns it as the sender sees it. */
export async function requestedParcel(server: TestServer, sender: SignedInUser, tripId: number, json: unknown = parcelForm()) {
  const answer = await sendParcel(server, sender, tripId, json);
  if (answer.status !== 201) throw new Error(`send parcel answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return parcelResponse.parse(answer.body).data;
}

export const parcelStep = (
  server: TestServer,
  user: { token: string } | null,
  parcelId: number,
  step: ParcelStep,
  json: unknown = {},
  headers: Record<string, string> = {},
) => call(server, 'POST', `/api/parcels/${parcelId}/${step}`, { token: user?.token, json, headers });

/** Moves the parcel one step, failing the test when the server refuses. */
export async function stepOk(server: TestServer, user: { token: string }, parcelId: number, step: ParcelStep, json: unknown = {}) {
  const answer = await parcelStep(server, user, parcelId, step, json);
  if (answer.status !== 200) throw new Error(`${step} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return parcelResponse.parse(answer.body).data;
}

/** The parcel as `user` reads it. */
export async function readParcel(server: TestServer, user: { token: string }, parcelId: number) {
  const answer = await call(server, 'GET', `/api/parcels/${parcelId}`, { token: user.token });
  if (answer.status !== 200) throw new Error(`parcel answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return parcelResponse.parse(answer.body).data;
}

/** The codes and link the sender sees once the parcel is accepted. */
export async function codesOf(server: TestServer, sender: SignedInUser, parcelId: number) {
  const parcel = await readParcel(server, sender, parcelId);
  if (!parcel.pickup_code || !parcel.delivery_code || !parcel.tracking_url) throw new Error(`no codes on parcel ${parcelId}`);
  return { pickup: parcel.pickup_code, delivery: parcel.delivery_code, trackingUrl: parcel.tracking_url, token: parcel.tracking_url.split('/').at(-1)! };
}

/** A code that is not `code` (the next six digits round). */
export const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** The texts sent once writes committed (they leave after the answer). */
export async function textsTo(server: TestServer, phone: string) {
  await deliveriesSettled();
  return await server.sms.sentTo(phone, 'parcel');
}
