// Laravel's length-aware paginator, the shape of every paged list (trips, announcements, reviews).
import { z } from 'zod';

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    current_page: z.number().int(),
    data: z.array(item),
    first_page_url: z.string().nullable().optional(),
    from: z.number().int().nullable().optional(),
    last_page: z.number().int().optional(),
    last_page_url: z.string().nullable().optional(),
    next_page_url: z.string().nullable(),
    path: z.string().optional(),
    per_page: z.coerce.number().int(),
    prev_page_url: z.string().nullable().optional(),
    to: z.number().int().nullable().optional(),
    total: z.number().int().optional(),
  });
}

export type Paginated<T> = {
  current_page: number;
  data: T[];
  next_page_url: string | null;
  per_page: number;
  total?: number;
  last_page?: number;
};
