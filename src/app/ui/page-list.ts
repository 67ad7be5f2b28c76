// The page numbers a pager shows: the first, the last and a window around the current one, with gaps between.
export type PageSlot = number | 'gap';

/**
 * `current` is clamped to 1..last. A gap that would hide a single page shows that page instead: "1 … 3" helps
 * nobody when "1 2 3" takes the same room.
 */
export function pageList(current: number, last: number, around = 1): PageSlot[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(current, 1), last);
  const shown = new Set([1, last]);
  for (let p = page - around; p <= page + around; p++) if (p >= 1 && p <= last) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const slots: PageSlot[] = [];
  for (const p of sorted) {
    const previous = slots.at(-1);
    if (typeof previous === 'number' && p - previous === 2) slots.push(p - 1);
    else if (typeof previous === 'number' && p - previous > 2) slots.push('gap');
    slots.push(p);
  }
  return slots;
}
