// Cities: the 24 governorate capitals that trips and announcements run between.
import { z } from 'zod';

export const city = z.object({
  id: z.number().int(),
  name: z.string(),
  latitude: z.coerce.number().nullable(),
  longitude: z.coerce.number().nullable(),
});
export type City = z.infer<typeof city>;

/** `GET /api/cities`: the server answers `{data: [...]}`; a bare list (as some backends send) is accepted too. */
export const citiesResponse = z.union([z.object({ data: z.array(city) }), z.array(city)]).transform((body) => (Array.isArray(body) ? body : body.data));
