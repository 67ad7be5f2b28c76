// Reports in integration tests: sending one as a person would, a driver's chat message to report, the rows kept.
import { eq } from 'drizzle-orm';
import { reports } from '../../src/server/db/schema';
import { publishTrip, type TestDriver } from './marketplace';
import { call, type SignedInUser, type TestServer } from './server';

export const sendReport = (server: TestServer, who: SignedInUser | undefined, json: unknown, headers: Record<string, string> = {}) =>
  call(server, 'POST', '/api/reports', { token: who?.token, json, headers });

/** A passenger writes to a driver about a trip and the driver answers: the ids of the trip, the conversation and both messages. */
export async function chatAboutTrip(server: TestServer, driver: TestDriver, passenger: SignedInUser) {
  const trip = await publishTrip(server, driver);
  const started = await call(server, 'POST', '/api/conversations/start', {
    token: passenger.token,
    json: { content: 'Bonjour, il reste une place ?', context_id: trip.id },
  });
  if (started.status >= 300) throw new Error(`start answered ${started.status}: ${JSON.stringify(started.body)}`);
  const conversationId: number = started.body.data.conversation_id;
  const answered = await call(server, 'POST', `/api/conversations/${conversationId}/messages`, {
    token: driver.token,
    json: { content: 'Oui, rendez-vous à la gare' },
  });
  if (answered.status >= 300) throw new Error(`send answered ${answered.status}: ${JSON.stringify(answered.body)}`);
  return { tripId: trip.id, conversationId, passengerMessageId: started.body.data.id as number, driverMessageId: answered.body.data.id as number };
}

/** The rows the server keeps about one subject. */
export const reportsOf = (server: TestServer, subjectType: string, subjectId: number) =>
  server.database.db
    .select()
    .from(reports)
    .where(eq(reports.subjectId, subjectId))
    .then((rows) => rows.filter((row) => row.subjectType === subjectType));
