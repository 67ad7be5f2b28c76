// "Bloquer" (issue 40): the people a person blocked, as `GET /api/blocks` lists them, and the answers of blocking and
// unblocking. Shared by the device's mirror, the outbox and the server.
import { z } from 'zod';
import { personName } from './person-summary';

export const blockMessages = {
  blocked: 'User blocked.',
  unblocked: 'User unblocked.',
  self: 'You cannot block yourself.',
} as const;

/** Someone I blocked: name and photo as every card shows a person, and since when. */
export const blockedPerson = personName.extend({ blocked_at: z.string() });
export type BlockedPerson = z.infer<typeof blockedPerson>;

/** Newest first. Only the blocker reads it: a blocked person is never told. */
export const blocksResponse = z.object({ data: z.array(blockedPerson) });
export type BlocksResponse = z.infer<typeof blocksResponse>;

/** 201 for a new block, 200 when it already stood (and for an unblock, whether or not it stood). */
export const blockResponse = z.object({ message: z.string() });
