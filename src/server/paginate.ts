// Laravel's length-aware paginator around one page of rows: absolute page URLs that keep the other query values.
import type { FastifyRequest } from 'fastify';

/** `?page=N`: anything but a positive integer reads as page 1, as Laravel does. */
export function pageParam(request: FastifyRequest): number {
  const raw = (request.query as { page?: unknown } | undefined)?.page;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** `kept`: the query values page URLs carry (all of the request's when not given). */
export function laravelPage<T>(request: FastifyRequest, page: number, perPage: number, total: number, data: T[], kept?: URLSearchParams) {
  const path = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
  const query = kept ?? new URLSearchParams(request.url.split('?')[1] ?? '');
  const urlOf = (n: number) => {
    query.set('page', String(n));
    return `${path}?${query.toString()}`;
  };
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data,
    first_page_url: urlOf(1),
    from,
    last_page: lastPage,
    last_page_url: urlOf(lastPage),
    next_page_url: page < lastPage ? urlOf(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? urlOf(page - 1) : null,
    to: from === null ? null : from + data.length - 1,
    total,
  };
}
