// Cities: the places trips and announcements run between, the 24 governorate capitals and Tunisia's other towns.
import { z } from 'zod';

export const city = z.object({
  id: z.number().int(),
  /** The French spelling signs show, which trips keep. */
  name: z.string(),
  // Left out by servers older than the places list: a city then has no Arabic name of its own nor other spellings.
  name_ar: z.string().nullable().optional(),
  /** The governorate, by its capital's name. */
  governorate: z.string().nullable().optional(),
  /** Other spellings a search finds it by, never shown. */
  aliases: z.array(z.string()).nullable().optional(),
  latitude: z.coerce.number().nullable(),
  longitude: z.coerce.number().nullable(),
});
export type City = z.infer<typeof city>;

/** `GET /api/cities`: the server answers `{data: [...]}`; a bare list (as some backends send) is accepted too. */
export const citiesResponse = z.union([z.object({ data: z.array(city) }), z.array(city)]).transform((body) => (Array.isArray(body) ? body : body.data));
