// Demo travel requests on an empty announcements table: open requests on popular routes, some already answered.
import { count, inArray, sql } from 'drizzle-orm';
import { MESSAGE_TYPE } from '../../contract/conversations';
import { ANNOUNCEMENT_STATUS, PROPOSAL_STATUS } from '../../contract/statuses';
import { tunisDate, tunisDayRange } from '../../contract/tunis-time';
import type { Db, Tx } from './client';
import { demoRoutes, pickupPoints, seededRandom } from './demo-routes';
import type { DemoDriverRef } from './demo-marketplace';
import { announcements, cities, proposals, users } from './schema';
import { addMessage } from '../chat/chat';
import { conversationAboutAnnouncement, frenchTunisTime } from '../announcements/announcement-chat';

/** Open requests besides the hand-written ones: enough for a second page ("Voir Plus") of the list. */
export const DEMO_EXTRA_ANNOUNCEMENTS = 22;
const DAY_MS = 24 * 60 * 60_000;
/** Any constant, not the trips seed's: two processes starting together seed the requests once. */
const SEED_LOCK = 727_002;

/** Two more passengers, so the list is not one person's wishes. */
export const demoRequesters = [
  { firstName: 'Ines', lastName: 'Mansouri', phone: '52123456', email: 'ines.passenger@mechwar.tn' },
  { firstName: 'Youssef', lastName: 'Khelifi', phone: '24987654', email: 'youssef.passenger@mechwar.tn' },
];

const requestNotes: (string | null)[] = [
  'Étudiante, un sac à dos seulement.',
  'Rendez-vous médical, ponctualité appréciée.',
  'Je peux partager les frais de péage.',
  'Avec une valise cabine.',
  null,
  null,
];
const proposalMessages: (string | null)[] = [
  'Je fais ce trajet chaque semaine, voiture climatisée.',
  'Je peux vous prendre près de la station.',
  'Départ ponctuel, pause café possible.',
  null,
];

type NewAnnouncement = typeof announcements.$inferInsert;
type NewProposal = Omit<typeof proposals.$inferInsert, 'announcementId'>;
interface PlannedRequest {
  announcement: NewAnnouncement;
  proposals: NewProposal[];
}

/** Midnight in Tunis `days` after today, plus a time of day. */
function tunisTime(now: Date, days: number, hour: number, minute: number): Date {
  const midnight = Date.parse(tunisDayRange(tunisDate(now.getTime())).start);
  return new Date(midnight + days * DAY_MS + (hour * 60 + minute) * 60_000);
}

/**
 * `passengerIds[0]` is the demo passenger of the printed accounts; the others are `demoRequesters`. Safe at every
 * start and from several processes: it only fills an empty table.
 */
export async function seedDemoAnnouncements(db: Db, drivers: DemoDriverRef[], passengerIds: number[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [existing] = await tx.select({ n: count() }).from(announcements);
    if (existing && existing.n > 0) return;
    const cityIds = new Map((await tx.select({ id: cities.id, name: cities.name }).from(cities)).map((c) => [c.name, c.id]));
    for (const request of planRequests(drivers, passengerIds, cityIds, now)) {
      const [created] = await tx.insert(announcements).values(request.announcement).returning({ id: announcements.id });
      if (request.proposals.length) {
        await tx.insert(proposals).values(request.proposals.map((p) => ({ ...p, announcementId: created!.id })));
      }
    }
    await seedClosedRequest(tx, drivers, passengerIds, cityIds, now);
  });
}

function planRequests(drivers: DemoDriverRef[], passengerIds: number[], cityIds: Map<string, number>, now: Date): PlannedRequest[] {
  const random = seededRandom(20_260_202);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const [amira, ines = amira, youssef = amira] = passengerIds as [number, number?, number?];
  const driver = (name: number) => drivers[name % drivers.length]!;

  const request = (
    userId: number,
    routeIndex: number,
    reverse: boolean,
    desired: Date,
    seats: number,
    budget: number | null,
    answeredBy: DemoDriverRef[] = [],
  ): PlannedRequest => {
    const route = demoRoutes[routeIndex]!;
    const [from, to] = reverse ? [route.to, route.from] : [route.from, route.to];
    const createdAt = new Date(now.getTime() - (1 + Math.floor(random() * 3)) * DAY_MS);
    return {
      announcement: {
        userId,
        departureCityId: cityIds.get(from)!,
        arrivalCityId: cityIds.get(to)!,
        departureLocation: pick(pickupPoints[from]!),
        arrivalLocation: pick(pickupPoints[to]!),
        desiredDepartureTime: desired,
        seatsNeeded: seats,
        maxPricePerSeat: budget,
        description: pick(requestNotes),
        additionalNotes: random() < 0.5 ? pick(requestNotes) : null,
        luggageSize: random() < 0.8 ? 'Standard' : 'Grande valise',
        status: ANNOUNCEMENT_STATUS.open,
        createdAt,
        updatedAt: createdAt,
      },
      proposals: answeredBy.map((by, i) => {
        // Fares end in .000 or .500 dinars, as drivers quote them; never above the budget when there is one.
        const fare = Math.round((route.fare[0] + random() * (route.fare[1] - route.fare[0])) * 2) / 2;
        const at = new Date(createdAt.getTime() + (i + 1) * 3 * 60 * 60_000);
        return {
          driverId: by.userId,
          vehicleId: by.vehicleId,
          proposedPrice: budget === null ? fare : Math.min(fare, budget),
          proposedDepartureTime: new Date(desired.getTime() + pick([-30, 0, 0, 15, 30]) * 60_000),
          message: pick(proposalMessages),
          status: PROPOSAL_STATUS.pending,
          createdAt: at,
          updatedAt: at,
        };
      }),
    };
  };

  // The walkthrough's requests: Amira's Tunis → Sousse the day after tomorrow has two offers waiting for her answer.
  const plan: PlannedRequest[] = [
    request(amira, 0, false, tunisTime(now, 2, 8, 0), 2, 20, [driver(0), driver(1)]),
    request(amira, 3, false, tunisTime(now, 4, 17, 30), 1, null),
    request(amira, 2, false, tunisTime(now, 6, 9, 0), 3, 12, [driver(2)]),
    request(ines, 1, false, tunisTime(now, 3, 7, 0), 1, 40, [driver(3), driver(4)]),
    request(ines, 4, false, tunisTime(now, 5, 14, 0), 2, 18),
    request(youssef, 5, false, tunisTime(now, 1, 18, 30), 1, 12),
    request(youssef, 6, false, tunisTime(now, 7, 10, 0), 4, 13, [driver(0)]),
    request(youssef, 0, true, tunisTime(now, 9, 19, 0), 1, null),
  ];
  for (let i = 0; i < DEMO_EXTRA_ANNOUNCEMENTS; i++) {
    const routeIndex = Math.floor(random() * demoRoutes.length);
    const desired = tunisTime(now, 1 + Math.floor(random() * 30), 6 + Math.floor(random() * 15), pick([0, 15, 30, 45]));
    const budget = random() < 0.25 ? null : demoRoutes[routeIndex]!.fare[1];
    const answeredBy = random() < 0.3 ? [pick(drivers)] : [];
    plan.push(request(pick(passengerIds), routeIndex, random() < 0.5, desired, 1 + Math.floor(random() * 3), budget, answeredBy));
  }
  return plan;
}

/**
 * Ines's Tunis → Monastir request, already settled: Hichem's offer accepted, Walid's declined, and their
 * conversation opened with its notices, as an accept leaves it (My Announcements shows the accepted driver).
 */
async function seedClosedRequest(tx: Tx, drivers: DemoDriverRef[], passengerIds: number[], cityIds: Map<string, number>, now: Date) {
  const ownerId = passengerIds[1] ?? passengerIds[0]!;
  const chosen = drivers[4 % drivers.length]!;
  const declined = drivers[1 % drivers.length]!;
  const desired = tunisTime(now, 2, 16, 0);
  const createdAt = new Date(now.getTime() - 2 * DAY_MS);
  const decidedAt = new Date(now.getTime() - DAY_MS);
  const [row] = await tx
    .insert(announcements)
    .values({
      userId: ownerId,
      departureCityId: cityIds.get('Tunis')!,
      arrivalCityId: cityIds.get('Monastir')!,
      departureLocation: pickupPoints.Tunis![2]!,
      arrivalLocation: pickupPoints.Monastir![0]!,
      desiredDepartureTime: desired,
      seatsNeeded: 1,
      maxPricePerSeat: 24,
      description: 'Retour en famille pour le week-end.',
      additionalNotes: null,
      luggageSize: 'Standard',
      status: ANNOUNCEMENT_STATUS.closed,
      createdAt,
      updatedAt: decidedAt,
    })
    .returning();
  const offer = (by: DemoDriverRef, price: number, status: number, message: string | null) => ({
    announcementId: row!.id,
    driverId: by.userId,
    vehicleId: by.vehicleId,
    proposedPrice: price,
    proposedDepartureTime: desired,
    message,
    status,
    createdAt: new Date(createdAt.getTime() + 2 * 60 * 60_000),
    updatedAt: decidedAt,
  });
  await tx
    .insert(proposals)
    .values([
      offer(chosen, 22, PROPOSAL_STATUS.accepted, 'Je pars de Place Barcelone, arrivée à la gare de Monastir.'),
      ...(declined.userId === chosen.userId ? [] : [offer(declined, 24, PROPOSAL_STATUS.rejected, null)]),
    ]);
  const firstNames = new Map(
    (
      await tx
        .select({ id: users.id, firstName: users.firstName })
        .from(users)
        .where(inArray(users.id, [ownerId, chosen.userId]))
    ).map((u) => [u.id, u.firstName]),
  );
  const conversationId = await conversationAboutAnnouncement(tx, row!, [ownerId, chosen.userId], decidedAt);
  const terms = `Tunis → Monastir, le ${frenchTunisTime(desired)}, 22.00 TND par place`;
  for (const [target, text] of [
    [chosen.userId, `${firstNames.get(ownerId)} a accepté votre proposition (${terms}). Convenez ici du point de rendez-vous.`],
    [ownerId, `Vous avez accepté la proposition de ${firstNames.get(chosen.userId)} (${terms}). Convenez ici du point de rendez-vous.`],
  ] as const) {
    await addMessage(tx, { conversationId, type: MESSAGE_TYPE.systemNotice, senderId: ownerId, targetUserId: target, text }, decidedAt);
  }
}
