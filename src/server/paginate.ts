// Laravel's paginators around one page of rows (the length-aware one and the simple one): absolute page URLs that
// keep the other query values.
import type { FastifyRequest } from 'fastify';

/** `?page=N`: anything but a positive integer reads as page 1, as Laravel does. */
export function pageParam(request: FastifyRequest): number {
  const raw = (request.query as { page?: unknown } | undefined)?.page;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** `kept`: the query values page URLs carry (all of the request's when not given). */
/** The list's absolute address, and page n's with the kept query values. */
function pageAddresses(request: FastifyRequest, query: URLSearchParams) {
  const path = `${request.protocol}://${request.host}${request.url.split('?')[0]}`;
  const urlOf = (n: number) => {
    query.set('page', String(n));
    return `${path}?${query.toString()}`;
  };
  return { path, urlOf };
}

export function laravelPage<T>(request: FastifyRequest, page: number, perPage: number, total: number, data: T[], kept?: URLSearchParams) {
  const { path, urlOf } = pageAddresses(request, kept ?? new URLSearchParams(request.url.split('?')[1] ?? ''));
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

/**
 * A page whose items are JSON already (trip-card-cache.ts), written as the UTF-8 of what `JSON.stringify` would write
 * for the page of the items themselves: the envelope is serialised around an empty `data`, and the items are written
 * into it. Straight into bytes, rather than joined into one string, copied and then encoded: under the uncached mix
 * of npm run bench:server those two 20 KB strings of each page were a sixth of all the server allocated.
 */
export function laravelPageBody(page: { data: string[] }): Buffer {
  const envelope = JSON.stringify({ ...page, data: [] });
  // `data` is the first key after the page number, and any `"` inside a string value is escaped: the first match is it.
  const at = envelope.indexOf('"data":[]') + '"data":['.length;
  const [head, tail] = [envelope.slice(0, at), envelope.slice(at)];
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(0, page.data.length - 1);
  for (const item of page.data) length += Buffer.byteLength(item);
  // Not from the shared pool: a small page kept in the list cache would keep a whole pool slab alive.
  const body = Buffer.allocUnsafeSlow(length);
  let offset = body.write(head);
  page.data.forEach((item, i) => {
    if (i > 0) offset += body.write(',', offset);
    offset += body.write(item, offset);
  });
  body.write(tail, offset);
  return body;
}

/**
 * Laravel's simple paginator (`simplePaginate`): one row more than a page tells whether there is a next one, and no
 * `count(*)` scans every match (DESIGN.md §6); the client follows `next_page_url` and reads `total` as unknown.
 */
export function simplePage<T>(request: FastifyRequest, page: number, perPage: number, rows: T[], kept: URLSearchParams) {
  const { path, urlOf } = pageAddresses(request, kept);
  const data = rows.slice(0, perPage);
  const from = data.length ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    data,
    first_page_url: urlOf(1),
    from,
    next_page_url: rows.length > perPage ? urlOf(page + 1) : null,
    path,
    per_page: perPage,
    prev_page_url: page > 1 ? urlOf(page - 1) : null,
    to: from === null ? null : from + data.length - 1,
  };
}
