// Plain punctuation keeps French and English texts in GSM-7; Arabic texts are left as written.
import { describe, expect, it } from 'vitest';
import { gsmFriendly } from './gsm-friendly';
import { smsSegments } from './segments';

describe('gsmFriendly', () => {
  it('swaps the route arrow and curly quotes when that makes the text GSM-7', () => {
    const text = 'Mechwar : votre colis de Amel (Tunis → Sousse) a été livré. C’est fait.';
    expect(smsSegments(text).encoding).toBe('UCS-2');
    const plain = gsmFriendly(text);
    expect(plain).toBe("Mechwar : votre colis de Amel (Tunis - Sousse) a été livré. C'est fait.");
    expect(smsSegments(plain)).toMatchObject({ encoding: 'GSM-7', segments: 1 });
  });

  it('leaves a text that stays UCS-2 anyway as it was', () => {
    expect(gsmFriendly('Mechwar: تم تسليم طردك (تونس ← سوسة).')).toBe('Mechwar: تم تسليم طردك (تونس ← سوسة).');
    expect(gsmFriendly('Colis de Françoise (Tunis → Sousse)')).toBe('Colis de Françoise (Tunis → Sousse)');
  });
});
