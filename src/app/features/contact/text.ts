// The contact form's words (page, landing section, form, captcha), in the active language
// (src/locales/<language>/contact.json).
import type catalog from '../../../locales/fr/contact.json';
import { areaText } from '../../i18n/area-text';

export const { useText: useContactText, text: contactText, preload: preloadContactText } = areaText<typeof catalog>('contact');
