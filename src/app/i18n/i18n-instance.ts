// The one Lingui instance the app translates with (its own module, so the area loader and the language switch share it
// without importing each other).
import { setupI18n } from '@lingui/core';

export const i18n = setupI18n();
