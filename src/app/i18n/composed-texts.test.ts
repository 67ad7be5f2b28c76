// Texts composed on the device or by the server, shown in the active language by the pattern they were made from: the
// unsent changes' labels and the contract's validation messages, as the screens translate them.
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { compileCatalog } from '../../../scripts/lingui-catalogs';
import { messageTable, translateMessage } from '../../contract/message-patterns';
import type { Locale } from './locales';

const FILES = import.meta.glob<Record<string, string>>('../../locales/*/*.json', { eager: true, import: 'default' });

function translator(locale: Locale, area: string) {
  const messages = compileCatalog(FILES[`../../locales/${locale}/${area}.json`]!);
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  const counts = (id: string, name: string) => JSON.stringify(messages[id] ?? '').includes(`["${name}","plural"`);
  const table = messageTable(Object.keys(messages));
  return (text: string) => translateMessage(table, { format: (id, values) => i18n._(id, values), counts }, text);
}

describe('unsent changes’ labels', () => {
  it('reads them in Arabic, cities and arrow included', () => {
    const label = translator('ar', 'outbox-labels');
    expect(label('Réservation Tunis → Sousse')).toBe('حجز تونس ← سوسة');
    expect(label('Modification du profil')).toBe('تعديل الملف الشخصي');
    expect(label('Envoi d’un colis Petit « Livres » (Sfax → Gabès)')).toBe('إرسال طرد صغير «Livres» (صفاقس ← قابس)');
    expect(label('Message « On part à 8h »')).toBe('رسالة «On part à 8h»');
    expect(label('Suppression de l’avis #12')).toBe('حذف التقييم #12');
  });

  it('reads them in English', () => {
    const label = translator('en', 'outbox-labels');
    expect(label('Annulation du trajet Tunis → Sousse')).toBe('Trip cancellation Tunis → Sousse');
    expect(label('Refus de la réservation de Amel Sassi')).toBe('Refusal of Amel Sassi’s booking');
  });

  it('leaves a label it does not know as it was written', () => {
    expect(translator('ar', 'outbox-labels')('Quelque chose de nouveau')).toBe('Quelque chose de nouveau');
  });
});

describe('the contract’s validation messages in a form', () => {
  it('reads them in Arabic and English as the server writes its own', () => {
    expect(translator('ar', 'server')('The phone field is required.')).toBe('حقل «رقم الهاتف» مطلوب.');
    expect(translator('ar', 'server')('The seats must not be greater than 3.')).toBe('يجب ألا يتجاوز عدد المقاعد 3 مقاعد.');
    expect(translator('en', 'server')("Ce trajet n'accepte pas de colis.")).toBe('This trip does not take parcels.');
  });
});
