// Rides between women (issue 40): the gender a person may state (private: only used for this), and the refusals of
// what is kept for women. Shared by the device's forms and the server.
import { z } from 'zod';

export const GENDERS = ['female', 'male'] as const;
export type Gender = (typeof GENDERS)[number];

/** Optional: null says nothing (and keeps the person out of rides between women). */
export const genderField = z.enum(GENDERS, { error: 'The selected gender is invalid.' }).nullable();

export const womenOnlyMessages = {
  driverNotWoman: 'Seule une conductrice peut proposer un trajet entre femmes.',
  tripForWomen: 'Ce trajet est réservé aux femmes.',
  requesterNotWoman: 'Seule une passagère peut demander une conductrice.',
  requestForWomenDrivers: 'Cette demande est réservée aux conductrices.',
} as const;

export const isWoman = (person: { gender?: string | null } | null | undefined) => person?.gender === 'female';
