// What chat screens are tried on: a booking of the demo passenger on an open trip of the demo driver, and the driver's
// message in the conversation it opened.
import { expect } from 'vitest';
import type { AppUnderTest } from './app-under-test';
import { call, logIn } from './server';

/**
 * Books a seat for the demo passenger on the demo driver's open trip `skip` places from the latest (each test of a
 * file takes its own, so none finds another's messages) and has the driver write `text` there.
 */
export async function driverWroteOnNewBooking(app: Pick<AppUnderTest, 'server' | 'demo'>, skip: number, text: string) {
  const driverApi = await logIn(app.server, app.demo('driver').phone, app.demo('driver').password);
  const passengerApi = await logIn(app.server, app.demo('passenger').phone, app.demo('passenger').password);
  const trips = (await call(app.server, 'GET', '/api/my-trips', { token: driverApi.token })).body.data as {
    id: number;
    status: number;
    departure_time: string;
    available_seats: number;
  }[];
  const open = trips.filter((t) => t.status === 1 && Date.parse(t.departure_time) > Date.now() && t.available_seats >= 2);
  const trip = open[open.length - 1 - skip]!;
  const booked = await call(app.server, 'POST', `/api/trips/${trip.id}/bookings`, { token: passengerApi.token, json: { seats: 1 } });
  expect(booked.status).toBe(201);
  const list = await call(app.server, 'GET', '/api/conversations', { token: driverApi.token });
  const conversation = (list.body.conversations.data as { id: number; context_id: number }[]).find((c) => c.context_id === trip.id)!;
  const sent = await call(app.server, 'POST', `/api/conversations/${conversation.id}/messages`, { token: driverApi.token, json: { content: text } });
  expect(sent.status).toBe(201);
  return { trip, bookingId: booked.body.data.id as number, driverApi, messageId: sent.body.data.id as number };
}
