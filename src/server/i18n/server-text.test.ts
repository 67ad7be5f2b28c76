// The server's words in Arabic and English: every message a route or the contract names is translated (a new one
// without a translation fails here), composed texts are matched to their pattern, and values keep their digits.
import { describe, expect, it } from 'vitest';
import { messageLabel } from '../../contract/message-label';
import { serverText, serverWords } from './server-text';

// Every module that names its messages in a `…Messages` object.
const MODULES = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '../../contract/**/*.ts', '!../**/*.test.ts', '!../../contract/**/*.test.ts'], {
  eager: true,
});

function namedMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [path, module] of Object.entries(MODULES)) {
    for (const [name, value] of Object.entries(module)) {
      if (!name.endsWith('Messages') || !value || typeof value !== 'object') continue;
      for (const [key, message] of Object.entries(value)) {
        if (typeof message === 'string') found.set(message, `${path} ${name}.${key}`);
        // A message with a count: tried with a sample one (those taking a word are listed below).
        if (typeof message === 'function' && message.length === 1) {
          const sample = String(message(3));
          if (!sample.includes('undefined')) found.set(sample, `${path} ${name}.${key}(3)`);
        }
      }
    }
  }
  return found;
}

describe('the server’s words', () => {
  const messages = namedMessages();

  for (const transition of ['activate', 'pause', 'cancel', 'complete'] as const) {
    const status = MODULES['../trips/status-routes.ts']!.tripStatusMessages as Record<'done' | 'refused', (transition: string) => string>;
    messages.set(status.done(transition), `tripStatusMessages.done(${transition})`);
    messages.set(status.refused(transition), `tripStatusMessages.refused(${transition})`);
  }

  it('finds the messages it checks', () => {
    expect(messages.size).toBeGreaterThan(150);
    expect(messages.has('Booking created successfully')).toBe(true);
  });

  for (const locale of ['ar', 'en'] as const) {
    it(`translates every named message into ${locale}`, () => {
      const untranslated = [...messages].filter(([message]) => {
        const translated = serverText(locale, message);
        return locale === 'ar' ? !/[\u0600-\u06FF]/.test(translated) : /[àâçéèêëîïôûùüÿœ]/i.test(translated);
      });
      expect(untranslated.map(([message, where]) => `${where}: ${message}`)).toEqual([]);
    });
  }

  it('leaves French as composed', () => {
    expect(serverText('fr', 'Colis livré')).toBe('Colis livré');
    expect(serverText('fr', 'Texte inconnu')).toBe('Texte inconnu');
  });

  it('fills a pattern with the composed text’s values, translating those it knows', () => {
    expect(serverText('en', 'Votre colis (Petit) sur le trajet Tunis → Sousse a été accepté.')).toBe(
      'Your parcel (Small) on the trip Tunis → Sousse was accepted.',
    );
    expect(serverText('ar', 'The first name field is required.')).toBe('حقل «الاسم» مطلوب.');
  });

  it('names every place of a route in Arabic, the towns beyond the 24 capitals too', () => {
    const route = messageLabel('{from} → {to}', { from: messageLabel('Tunis'), to: messageLabel('Menzel Bourguiba') });
    expect(serverWords('ar', route)).toBe('تونس ← منزل بورقيبة');
    expect(serverWords('en', route)).toBe('Tunis → Menzel Bourguiba');
    expect(serverText('ar', 'Votre colis (Petit) sur le trajet Hammamet → Djerba Houmt Souk a été accepté.')).toContain('الحمامات ← جربة حومة السوق');
  });

  it('reads a booking card’s leg as a route of its own', () => {
    expect(serverText('en', 'Demande de réservation : 2 places (Sousse → Sfax)')).toBe('Booking request: 2 seats (Sousse → Sfax)');
    expect(serverText('ar', 'Demande de réservation : 1 place (Tunis → Sousse)')).toBe('طلب حجز: مقعد واحد (تونس ← سوسة)');
    expect(serverText('en', 'Demande de réservation : 1 place')).toBe('Booking request: 1 seat');
  });

  it('counts in Arabic’s plural forms', () => {
    expect(serverText('ar', 'Code incorrect. Il vous reste 1 essai.')).toBe('الرمز غير صحيح. بقيت لديك محاولة واحدة.');
    expect(serverText('ar', 'Code incorrect. Il vous reste 2 essais.')).toBe('الرمز غير صحيح. بقيت لديك محاولتان.');
    expect(serverText('ar', 'Code incorrect. Il vous reste 4 essais.')).toBe('الرمز غير صحيح. بقيت لديك 4 محاولات.');
    expect(serverText('en', 'Code incorrect. Il vous reste 1 essai.')).toBe('Wrong code. 1 try left.');
  });

  it('keeps a code’s digits as they are (leading zero, no grouping)', () => {
    expect(serverText('en', 'Mechwar : votre code de vérification est 012345. Il expire dans 5 minutes.')).toBe(
      'Mechwar: your verification code is 012345. It expires in 5 minutes.',
    );
    expect(serverText('ar', 'Mechwar : votre code de vérification est 012345. Il expire dans 5 minutes.')).toContain('012345');
  });

  it('leaves a person’s own words alone', () => {
    expect(serverText('ar', 'On se retrouve devant la gare ?')).toBe('On se retrouve devant la gare ?');
  });
});
