// Towns beyond the 24 capitals read in Arabic once the device's mirror holds the cities list, without shipping their names.
import { describe, expect, it, vi } from 'vitest';
import { cityNameIn } from '../../contract/city-names';
import { db } from '../../db/database';
import { mirrorRows } from '../../db/mirror';
import { learnedPlaceNames, subscribeToPlaceNames } from './place-names';

const hammamet = { id: 25, name: 'Hammamet', name_ar: 'الحمامات', governorate: 'Nabeul', latitude: 36.4, longitude: 10.61667 };

describe('place names learned from the mirror', () => {
  it('names the 24 capitals in Arabic from the start, a town once the mirror has it, and every place as stored in French', async () => {
    expect(cityNameIn('ar', 'Sousse', learnedPlaceNames())).toBe('سوسة');
    expect(cityNameIn('ar', 'Hammamet', learnedPlaceNames())).toBe('Hammamet');

    const changes = vi.fn();
    const stop = subscribeToPlaceNames(changes);
    // As the sync worker's pull of the cities list writes it.
    await mirrorRows(db, db.cities, [hammamet]);
    await vi.waitFor(() => expect(cityNameIn('ar', 'Hammamet', learnedPlaceNames())).toBe('الحمامات'));
    expect(changes).toHaveBeenCalled();
    expect(cityNameIn('fr', 'Hammamet', learnedPlaceNames())).toBe('Hammamet');
    expect(cityNameIn('en', 'Hammamet', learnedPlaceNames())).toBe('Hammamet');
    // A place the list does not know (a street someone typed) stays as written.
    expect(cityNameIn('ar', 'Rue de Marseille', learnedPlaceNames())).toBe('Rue de Marseille');

    // A pull that brings the same names does not re-render the screens.
    changes.mockClear();
    await mirrorRows(db, db.cities, [{ ...hammamet, latitude: 36.41 }]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(changes).not.toHaveBeenCalled();
    stop();
  });
});
