// What a text costs in SMS parts, for the texts Mechwar sends in French, English and Arabic.
import { describe, expect, it } from 'vitest';
import { smsSegments } from './segments';

describe('smsSegments', () => {
  it('fits 160 plain French or English characters in one GSM-7 text, 161 in two', () => {
    const french = 'Mechwar : votre code est 123456. Il expire dans 5 minutes. '.padEnd(160, 'a');
    expect(smsSegments(french)).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('Mechwar: your verification code is 123456.'.padEnd(161, 'b'))).toEqual({ encoding: 'GSM-7', units: 161, segments: 2 });
    expect(smsSegments('x'.repeat(306))).toMatchObject({ segments: 2 });
    expect(smsSegments('x'.repeat(307))).toMatchObject({ segments: 3 });
  });

  it('keeps é, è, à and Ç in GSM-7 but turns a text with ç into UCS-2', () => {
    expect(smsSegments('Réservé à côté de la gare')).toMatchObject({ encoding: 'UCS-2' }); // ô is not in GSM 03.38
    expect(smsSegments('Réservé près de la gare, à 8h. Ça part.')).toMatchObject({ encoding: 'GSM-7', units: 39 });
    expect(smsSegments('Colis reçu')).toMatchObject({ encoding: 'UCS-2', units: 10, segments: 1 });
  });

  it('fits 70 Arabic characters in one UCS-2 text, 71 in two of 67', () => {
    const arabic = 'رمز التحقق الخاص بك هو'.padEnd(70, 'ب');
    expect(smsSegments(arabic)).toEqual({ encoding: 'UCS-2', units: 70, segments: 1 });
    expect(smsSegments(arabic + 'ب')).toEqual({ encoding: 'UCS-2', units: 71, segments: 2 });
    expect(smsSegments('ب'.repeat(135))).toMatchObject({ segments: 3 });
  });

  it('counts € and the other extension characters twice', () => {
    expect(smsSegments('Prix: 5€')).toEqual({ encoding: 'GSM-7', units: 9, segments: 1 });
    expect(smsSegments('{[~]}')).toMatchObject({ encoding: 'GSM-7', units: 10 });
    expect(smsSegments('€'.repeat(80))).toEqual({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments('€'.repeat(81))).toMatchObject({ units: 162, segments: 2 });
    // 306 septets would fill two parts exactly, but no escape pair is cut in half: 152 + 152 + 2.
    expect(smsSegments('aa' + '€'.repeat(152))).toMatchObject({ units: 306, segments: 3 });
  });

  it('counts an emoji as two UTF-16 units and never splits it across parts', () => {
    expect(smsSegments('Bon voyage 🚗')).toEqual({ encoding: 'UCS-2', units: 13, segments: 1 });
    expect(smsSegments('a'.repeat(66) + '🚗'.repeat(3))).toMatchObject({ units: 72, segments: 2 });
  });
});
