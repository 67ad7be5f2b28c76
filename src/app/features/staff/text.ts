// The staff desk's words (applications, documents, contact messages, parcel problems, the reject reason), in the
// active language (src/locales/<language>/staff.json).
import type catalog from '../../../locales/fr/staff.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useStaffText, text: staffText, preload: preloadStaffText } = areaText<typeof catalog>('staff');
