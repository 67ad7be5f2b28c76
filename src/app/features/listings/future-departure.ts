// A departure a form proposes must lie ahead, read in Tunis time (the server checks again with its own clock).
import type { z } from 'zod';
import { tunisLocalToIso } from '../../../contract/tunis-time';

/** A superRefine step: `field` (a datetime-local in Tunis time) after now, else `message` under it (a function: read
 *  at each check, in the active language). */
export function futureDeparture(field: string, message: string | (() => string)) {
  return (body: object, ctx: z.RefinementCtx) => {
    const local = String((body as Record<string, unknown>)[field] ?? '');
    // An empty or unreadable time already has its own message (and would not convert in every browser).
    if (!local || Number.isNaN(Date.parse(`${local}:00Z`))) return;
    if (Date.parse(tunisLocalToIso(local)) <= Date.now())
      ctx.addIssue({ code: 'custom', path: [field], message: typeof message === 'string' ? message : message() });
  };
}
