// The staff desk answers staff only: anyone else gets 404, as if it did not exist (the documents' desk and the parcels').
import type { FastifyRequest } from 'fastify';
import { notFound } from '../errors';
import { accountOf } from '../auth/guard';

/** Not staff: the desk is not there. */
export async function staffOnly(request: FastifyRequest) {
  if (!accountOf(request).user.isStaff) throw notFound();
}
