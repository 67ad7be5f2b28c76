// The city picker's search: Latin or Arabic, accents, case and vowel marks aside, names starting with what was typed first.
import { describe, expect, it } from 'vitest';
import { findPlaces, foldForSearch, indexPlaces, type SearchablePlace } from './place-search';

const place = (name: string, name_ar: string, governorate: string, aliases: string[] = []): SearchablePlace => ({ name, name_ar, governorate, aliases });

const PLACES = [
  place('Gabès', 'قابس', 'Gabès', ['Qabis']),
  place('Kélibia', 'قليبية', 'Nabeul', ['Klibia']),
  place('Menzel Bourguiba', 'منزل بورقيبة', 'Bizerte', ['Manzil Bu Ruqaybah']),
  place('Menzel Temime', 'منزل تميم', 'Nabeul'),
  place('Sfax', 'صفاقس', 'Sfax'),
  place('Sakiet Ezzit', 'ساقية الزيت', 'Sfax'),
  place('Souk Lahad', 'سوق الأحد', 'Kébili'),
  place('Sousse', 'سوسة', 'Sousse'),
  place('Hammam Sousse', 'حمام سوسة', 'Sousse'),
  place('Ariana', 'أريانة', 'Ariana'),
  place('Mahdia', 'المهدية', 'Mahdia'),
  place('Hammam-Lif', 'حمام الأنف', 'Ben Arous'),
  place('Mdhilla', 'المظيلة', 'Gafsa', ['M’dhilla']),
];
const index = indexPlaces(PLACES);
const find = (typed: string) => findPlaces(index, typed).map((found) => found.name);

describe('foldForSearch', () => {
  it('leaves out accents, case, apostrophes and hyphens', () => {
    expect(foldForSearch('  Kélibia ')).toBe('kelibia');
    expect(foldForSearch('GABÈS')).toBe('gabes');
    expect(foldForSearch('M’dhilla')).toBe('mdhilla');
    expect(foldForSearch('Hammam-Lif')).toBe('hammam lif');
  });

  it('leaves out Arabic vowel marks and tatweel, and writes alef, ta marbuta and alef maqsura one way', () => {
    expect(foldForSearch('صَفَاقِس')).toBe('صفاقس');
    expect(foldForSearch('صفـــاقس')).toBe('صفاقس');
    expect(foldForSearch('أريانة')).toBe(foldForSearch('اريانه'));
    expect(foldForSearch('إ آ ٱ')).toBe('ا ا ا');
    expect(foldForSearch('مستشفى')).toBe('مستشفي');
  });
});

describe('findPlaces', () => {
  it('finds a place whatever the case or accents', () => {
    for (const typed of ['sfax', 'SFAX', 'Sfax']) expect(find(typed)[0]).toBe('Sfax');
    expect(find('kelibia')).toEqual(['Kélibia']);
    expect(find('gabes')).toEqual(['Gabès']);
    expect(find('menzel bourguiba')).toEqual(['Menzel Bourguiba']);
  });

  it('finds a place by its Arabic name, vowel marks and hamza forms aside', () => {
    expect(find('صفاقس')).toEqual(['Sfax']);
    expect(find('صَفاقِس')).toEqual(['Sfax']);
    expect(find('اريانه')).toEqual(['Ariana']);
    expect(find('المهديه')).toEqual(['Mahdia']);
  });

  it('finds a place by another spelling', () => {
    expect(find('manzil bu')).toEqual(['Menzel Bourguiba']);
    expect(find('klibia')).toEqual(['Kélibia']);
    expect(find("m'dhilla")).toEqual(['Mdhilla']);
  });

  it('puts names starting with what was typed before names containing it, a governorate capital first among equals', () => {
    expect(find('sou')).toEqual(['Sousse', 'Souk Lahad', 'Hammam Sousse']);
    expect(find('سوس')).toEqual(['Sousse', 'Hammam Sousse']);
    expect(find('menzel')).toEqual(['Menzel Bourguiba', 'Menzel Temime']);
    expect(find('ez')).toEqual(['Sakiet Ezzit']);
  });

  it('finds a word inside a name before a mere part of one', () => {
    expect(find('lif')).toEqual(['Hammam-Lif']);
    expect(find('temime')).toEqual(['Menzel Temime']);
    expect(find('fax')).toEqual(['Sfax']);
  });

  it('lists every place, in the given order, when nothing is typed, and none when nothing matches', () => {
    expect(find('')).toEqual(PLACES.map((p) => p.name));
    expect(find('   ')).toEqual(PLACES.map((p) => p.name));
    expect(find('paris')).toEqual([]);
  });
});
