// Travel requests and proposals for the announcement tests, made through the API as a passenger and a driver would.
import {
  announcementCreatedResponse,
  proposalResponse,
  type Announcement,
  type AnnouncementRequest,
  type Proposal,
  type ProposalRequest,
} from '../../src/contract/announcements';
import { call, type SignedInUser, type TestServer } from './server';
import { cityId, hoursFromNow, type TestDriver } from './marketplace';

/** A valid Create Travel Request form: Tunis → Sousse in two days, 2 seats, up to 25 TND. */
export async function announcementForm(server: TestServer, overrides: Partial<AnnouncementRequest> = {}): Promise<AnnouncementRequest> {
  return {
    departure_city_id: await cityId(server, 'Tunis'),
    arrival_city_id: await cityId(server, 'Sousse'),
    departure_location: 'Station Bab Saadoun',
    arrival_location: 'Gare de Sousse',
    desired_departure_time: hoursFromNow(server, 48),
    seats_needed: 2,
    max_price_per_seat: 25,
    description: 'Deux étudiants, peu de bagages',
    additional_notes: 'Départ flexible d’une heure',
    ...overrides,
  };
}

export const postAnnouncement = async (
  server: TestServer,
  owner: SignedInUser,
  overrides: Partial<AnnouncementRequest> = {},
  headers: Record<string, string> = {},
) => call(server, 'POST', '/api/announcements', { token: owner.token, json: await announcementForm(server, overrides), headers });

/** Creates an announcement through the API and returns it as the server answered. */
export async function createAnnouncement(server: TestServer, owner: SignedInUser, overrides: Partial<AnnouncementRequest> = {}): Promise<Announcement> {
  const answer = await postAnnouncement(server, owner, overrides);
  if (answer.status !== 201) throw new Error(`create announcement answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return announcementCreatedResponse.parse(answer.body).data;
}

/** A valid proposal form: 20 TND a seat, leaving 47 hours from now, on the driver's vehicle. */
export function proposalForm(server: TestServer, driver: TestDriver, overrides: Partial<ProposalRequest> = {}): ProposalRequest {
  return {
    vehicle_id: driver.vehicleId,
    proposed_price: 20,
    proposed_departure_time: hoursFromNow(server, 47),
    message: 'Je passe par la Marsa, je peux vous prendre.',
    terms: true,
    ...overrides,
  };
}

export const sendProposal = (
  server: TestServer,
  driver: TestDriver,
  announcementId: number,
  overrides: Partial<ProposalRequest> = {},
  headers: Record<string, string> = {},
) => call(server, 'POST', `/api/announcements/${announcementId}/proposals`, { token: driver.token, json: proposalForm(server, driver, overrides), headers });

/** A pending proposal on the announcement; returns it as the server answered. */
export async function propose(server: TestServer, driver: TestDriver, announcementId: number, overrides: Partial<ProposalRequest> = {}): Promise<Proposal> {
  const answer = await sendProposal(server, driver, announcementId, overrides);
  if (answer.status !== 201) throw new Error(`proposal answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return proposalResponse.parse(answer.body).proposal;
}

export const decideProposal = (
  server: TestServer,
  owner: SignedInUser,
  proposalId: number,
  decision: 'accept' | 'reject',
  headers: Record<string, string> = {},
) => call(server, 'POST', `/api/proposals/${proposalId}/${decision}`, { token: owner.token, headers });

export const showAnnouncement = (server: TestServer, id: number, reader?: SignedInUser) =>
  call(server, 'GET', `/api/announcements/${id}`, { token: reader?.token });
