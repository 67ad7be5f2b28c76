// The public profile of another user (`GET /api/users/{id}`): the quick-check modal and driver cards.
import { z } from 'zod';
import { vehicleSummary } from './vehicles';
import { badgeFields } from './badges';

export const publicUser = z.object({
  id: z.number().int(),
  full_name: z.string(),
  image_url: z.string().nullable().optional(),
  is_verified: z.boolean().optional(),
  created_at: z.string().optional(),
  trips_count: z.coerce.number().int().optional(),
  response_rate: z.coerce.number().nullable().optional(),
  on_time_rate: z.coerce.number().nullable().optional(),
  repeat_rate: z.coerce.number().nullable().optional(),
  vehicle: vehicleSummary.nullable().optional(),
  vehicles: z.array(vehicleSummary).optional(),
  reviews: z.array(z.object({ reviewer_name: z.string(), comment: z.string().nullable(), created_at: z.string() })).optional(),
  ...badgeFields,
});
export type PublicUser = z.infer<typeof publicUser>;

export const publicProfileResponse = z.object({
  user: publicUser,
  star_counts: z.record(z.string(), z.coerce.number()),
  average_rating: z.coerce.number().nullable(),
  reviews_this_week: z.coerce.number().int(),
  total_reviews: z.coerce.number().int(),
});
export type PublicProfile = z.infer<typeof publicProfileResponse>;
