// Every text fits one SMS segment in each language (Arabic is UCS-2: 70 characters; French and English GSM-7: 160),
// but the Arabic parcel text that carries its tracking link.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../contract/locales';
import { loadServerCatalogs, serverText } from '../i18n/server-text';
import { otpText } from './otp-text';
import { gsmFriendly } from './gsm-friendly';
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

describe('parcel texts', () => {
  const route = 'Tunis → Sousse';
  const link = `https://mechwar.tn/colis/${'x'.repeat(43)}`;
  const accepted = `Mechwar : colis de Amel pour vous (${route}). Code : 012345. Suivi : ${link}`;
  const delivered = `Mechwar : votre colis de Amel (${route}) a été livré.`;
  const tripCancelled = `Mechwar : le trajet ${route} a été annulé ; le colis qui vous était destiné ne sera pas livré.`;
  const senderCancelled = `Mechwar : l'envoi du colis qui vous était destiné (${route}) a été annulé par l'expéditeur.`;

  it('go as one GSM-7 segment in French and English, the tracking link included', () => {
    for (const locale of ['fr', 'en'] as const) {
      for (const text of [accepted, delivered, tripCancelled, senderCancelled]) {
        expect(smsSegments(gsmFriendly(serverText(locale, text))), `${locale}: ${text}`).toMatchObject({ encoding: 'GSM-7', segments: 1 });
      }
    }
  });

  it('go as one segment in Arabic, but the one with its 68-character tracking link, which takes two', () => {
    for (const text of [delivered, tripCancelled, senderCancelled]) expect(smsSegments(serverText('ar', text)).segments, text).toBe(1);
    expect(smsSegments(serverText('ar', accepted))).toMatchObject({ encoding: 'UCS-2', segments: 2 });
  });
});
