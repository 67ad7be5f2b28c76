// A person as a card shows them (a travel request's requester, a proposal's driver, a booking's passenger): one shape,
// so each entity names its person without restating the fields.
import { z } from 'zod';

/** Name and photo; the full name is what cards print, first and last names where the server splits them. */
export const personName = z.object({
  id: z.number().int(),
  full_name: z.string().optional(),
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  image_url: z.string().nullable().optional(),
});

/** The same with the average of the ratings they received, for the cards that show stars. */
export const ratedPerson = personName.extend({
  average_rating: z.coerce.number().nullable().optional(),
});
