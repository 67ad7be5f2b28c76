// Every code text fits one SMS segment in each language: Arabic is UCS-2 (70 characters), French and English GSM-7 (160).
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { loadServerCatalogs, serverText } from '../i18n/server-text';
import { otpText } from './otp-text';
import { smsSegments } from './segments';

describe('code texts', () => {
  loadServerCatalogs();
  for (const locale of LOCALES) {
    for (const purpose of ['verify', 'reset'] as const) {
      it(`${purpose} in ${locale}: one segment, translated, with its code`, () => {
        const text = serverText(locale, otpText(purpose, '012345'));
        expect(text).toContain('012345');
        expect(smsSegments(text).segments).toBe(1);
        if (locale === 'ar') expect(smsSegments(text).encoding).toBe('UCS-2');
        if (locale === 'en') expect(text).toMatch(/^Mechwar: your/);
      });
    }
  }
});
