// Which server pages the Avis tab asks for: the mirror cuts pages by position, so it must hold pages 1..n without holes.

/**
 * The pages to fetch, in order, to show `target`: those before it not fetched yet by this view (a jump from page 1
 * to page 4 would otherwise show page 4's rows in page 1's place), then `target` itself, always refreshed.
 */
export function pagesToFetch(target: number, fetched: ReadonlySet<number>): number[] {
  const pages: number[] = [];
  for (let page = 1; page < target; page++) if (!fetched.has(page)) pages.push(page);
  pages.push(Math.max(target, 1));
  return pages;
}

/** How many pages there are: the server's count when it was seen, otherwise what the device holds. */
export function lastPageOf(info: { total: number | null; lastPage: number | null; perPage: number } | null, mirrored: number, perPage: number): number {
  if (info?.lastPage) return info.lastPage;
  if (info?.total != null) return Math.max(1, Math.ceil(info.total / (info.perPage || perPage)));
  return Math.max(1, Math.ceil(mirrored / perPage));
}
