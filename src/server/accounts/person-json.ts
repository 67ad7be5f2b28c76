// A person as a card shows them (a trip's driver, a travel request's requester, a proposal's driver): the columns to
// select and the JSON the contract's person shape describes, so every card names people the same way.
import { users } from '../db/schema';
import { storageUrl } from '../storage/files';

/** A stored image's public address, or null when the person has no photo. */
export const imageUrlOf = (image: string | null) => (image ? storageUrl(image) : null);

export const personColumns = { id: users.id, firstName: users.firstName, lastName: users.lastName, image: users.image };
export type PersonRow = { id: number; firstName: string; lastName: string; image: string | null };

/** "Amel Ben Salah": how cards and notifications name a person. */
export const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim();

/** Name and photo: a booking's passenger. */
export const personNameJson = (p: PersonRow) => ({
  id: p.id,
  full_name: fullName(p),
  first_name: p.firstName,
  last_name: p.lastName,
  image_url: imageUrlOf(p.image),
});

/** With stars: `averageRating` of the ratings the person received, null before the first one. */
export const personJson = (p: PersonRow, averageRating: number | null) => ({ ...personNameJson(p), average_rating: averageRating });
