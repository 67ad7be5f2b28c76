// Ratings (spec 000 §3 Feedback/rating; 001 §3): the FeedBack Request's subject and the rating form.
import { z } from 'zod';

/** 0 Pending (asked, not given yet), 1 Approved (counts in averages), 2 held by moderation, 3 Rejected. */
export const RATING_STATUS = { pending: 0, approved: 1, waiting: 2, rejected: 3 } as const;
export const RATING_STATUS_TEXT: Record<number, string> = {
  0: 'Pending',
  1: 'Approved',
  2: 'Waiting for approvel',
  3: 'Rejected',
};

export const rating = z.object({
  id: z.number().int(),
  rating: z.coerce.number().int().nullable(),
  comment: z.string().nullable(),
  status: z.coerce.number().int(),
  status_text: z.string().optional(),
  trip_id: z.number().int().nullable().optional(),
  reviewer_id: z.number().int().optional(),
  rated_user_id: z.number().int().optional(),
  created_at: z.string().optional(),
});
export type Rating = z.infer<typeof rating>;

export const ratingRequest = z.object({
  rating: z.coerce
    .number({ error: 'The rating field is required.' })
    .int('The rating must be an integer.')
    .min(1, 'The rating must be between 1 and 5.')
    .max(5, 'The rating must be between 1 and 5.'),
  comment: z.string().trim().max(1000, 'The comment may not be greater than 1000 characters.').nullable().optional(),
});
export type RatingRequest = z.input<typeof ratingRequest>;

export const ratingResponse = z.object({ message: z.string(), data: rating });
