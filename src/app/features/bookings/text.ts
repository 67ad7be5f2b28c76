// The bookings' words (booking form, status badges, cancel, "Mes réservations"), in the active language
// (src/locales/<language>/bookings.json).
import type catalog from '../../../locales/fr/bookings.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useBookingsText, text: bookingsText, preload: preloadBookingsText } = areaText<typeof catalog>('bookings');
