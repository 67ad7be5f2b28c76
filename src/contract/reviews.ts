// The Avis tab (spec 001 §2, §7): reviews received or written, server-paged, id descending; the reviewer deletes theirs.
import { z } from 'zod';
import { paginated } from './paginator';

export const REVIEW_COMMENT_PREVIEW = 30;
export const REVIEWS_PER_PAGE = 10;
/** `received` (about me) or `written` (by me); the tab switches between them. */
export const REVIEW_DIRECTIONS = ['received', 'written'] as const;
export type ReviewDirection = (typeof REVIEW_DIRECTIONS)[number];

export const reviewsQuery = z.object({
  page: z.coerce.number().int().min(1).optional(),
  direction: z.enum(REVIEW_DIRECTIONS, { error: 'The selected direction is invalid.' }).optional(),
});

const person = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable().optional(),
  image_url: z.string().nullable().optional(),
});

export const review = z.object({
  id: z.number().int(),
  /** Null when the trip was deleted since ("Trajet supprimé"). */
  trip: z.object({ id: z.number().int(), departure_city: z.object({ name: z.string() }), arrival_city: z.object({ name: z.string() }) }).nullable(),
  reviewer: person,
  rated_user: person.optional(),
  rating: z.coerce.number().int().nullable(),
  comment: z.string().nullable(),
  created_at: z.string(),
  status: z.coerce.number().int(),
  status_text: z.string(),
});
export type Review = z.infer<typeof review>;

export const reviewsPage = paginated(review);
export type ReviewsPage = z.infer<typeof reviewsPage>;

export const reviewMessages = {
  deleted: 'Avis supprimé avec succès',
  deleteFailed: "Erreur lors de la suppression de l'avis",
  notYours: 'Only the reviewer can delete this review.',
} as const;
