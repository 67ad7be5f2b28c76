// The parcel screens' words (send form, codes, problems, parcel page, lists, the recipient's page), in the active
// language (src/locales/<language>/parcels.json).
import type catalog from '../../../locales/fr/parcels.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useParcelsText, text: parcelsText, preload: preloadParcelsText } = areaText<typeof catalog>('parcels');
