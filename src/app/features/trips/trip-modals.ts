// The trip screens' modals, each loaded the first time it opens: booking, the trip form, a driver's profile, a first
// message. The list and a trip's page show without them (and without the validator their forms carry).
import { lazy } from 'react';
import { preloadBookingsText } from '../bookings/text';

// The booking form shows the bookings' words: they load beside its code.
export const BookTripModal = lazy(async () => {
  const [module] = await Promise.all([import('../bookings/book-trip-modal'), preloadBookingsText()]);
  return { default: module.BookTripModal };
});

export const TripFormModal = lazy(async () => ({ default: (await import('./trip-form-modal')).TripFormModal }));
export const ProfilePreviewModal = lazy(async () => ({ default: (await import('./profile-preview-modal')).ProfilePreviewModal }));
export const StartConversationModal = lazy(async () => ({ default: (await import('./start-conversation-modal')).StartConversationModal }));
