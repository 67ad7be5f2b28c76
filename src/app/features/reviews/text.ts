// The Avis tab's words (reviews received and written), in the active language (src/locales/<language>/reviews.json).
import type catalog from '../../../locales/fr/reviews.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useReviewsText, text: reviewsText, preload: preloadReviewsText } = areaText<typeof catalog>('reviews');
