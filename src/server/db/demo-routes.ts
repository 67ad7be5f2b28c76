// The demo marketplace's geography: popular routes with their fares and durations, pickup points, descriptions.

/** A route both ways: fare range in TND per seat, driving time in minutes, and how often it is driven. */
export interface DemoRoute {
  from: string;
  to: string;
  fare: [number, number];
  minutes: number;
  weight: number;
}

export const demoRoutes: DemoRoute[] = [
  { from: 'Tunis', to: 'Sousse', fare: [15, 25], minutes: 120, weight: 6 },
  { from: 'Tunis', to: 'Sfax', fare: [30, 45], minutes: 210, weight: 4 },
  { from: 'Tunis', to: 'Nabeul', fare: [10, 15], minutes: 70, weight: 4 },
  { from: 'Sousse', to: 'Monastir', fare: [6, 10], minutes: 30, weight: 3 },
  { from: 'Sfax', to: 'Gabès', fare: [15, 22], minutes: 100, weight: 2 },
  { from: 'Tunis', to: 'Bizerte', fare: [10, 15], minutes: 60, weight: 3 },
  { from: 'Sousse', to: 'Kairouan', fare: [10, 15], minutes: 60, weight: 2 },
  { from: 'Tunis', to: 'Kairouan', fare: [18, 25], minutes: 130, weight: 2 },
  { from: 'Tunis', to: 'Monastir', fare: [18, 26], minutes: 140, weight: 2 },
  { from: 'Sousse', to: 'Sfax', fare: [18, 26], minutes: 120, weight: 2 },
  { from: 'Tunis', to: 'Gabès', fare: [35, 45], minutes: 300, weight: 1 },
];

export const pickupPoints: Record<string, string[]> = {
  Tunis: ['Station Bab Saadoun', 'Station Bab Alioua', 'Place Barcelone', 'Centre Urbain Nord', 'Lac 1 – Tunisia Mall', 'El Manar – Tunis City'],
  Sousse: ['Station de louage Sousse', 'Gare de Sousse', 'Sahloul – Mall of Sousse', 'Khezama Est', 'Port El Kantaoui'],
  Sfax: ['Station de louage Sfax Nord', 'Place de la République', 'Route de Tunis km 4', 'Bab Bhar'],
  Nabeul: ['Station de louage Nabeul', 'Place des Martyrs', 'Mrezga'],
  Monastir: ['Gare de Monastir', 'Aéroport Habib Bourguiba', 'Skanes'],
  Gabès: ['Station de louage Gabès', 'Gabès Centre', 'Jara'],
  Bizerte: ['Station de louage Bizerte', 'Vieux Port', 'Corniche de Bizerte'],
  Kairouan: ['Station de louage Kairouan', 'Bab Jalladine', 'Avenue de la République'],
};

/** Null twice: a third of the trips say nothing, and the cards show the spec's fallback text. */
export const tripDescriptions: (string | null)[] = [
  'Départ ponctuel, voiture climatisée.',
  'Non-fumeur, merci. Un bagage moyen par personne.',
  'Pause café à mi-chemin, musique douce.',
  'Je peux vous déposer près de la gare à l’arrivée.',
  'Trajet régulier, je pars tous les jours à la même heure.',
  'Places à l’arrière, coffre presque vide.',
  null,
  null,
  null,
];

export const reviewComments: (string | null)[] = [
  'Conducteur ponctuel et très prudent.',
  'Trajet agréable, je recommande.',
  'Voiture propre, bonne ambiance.',
  'Un peu de retard au départ mais sinon parfait.',
  'Très sympa, merci pour le trajet !',
  null,
];

/** Deterministic pseudo-random numbers (mulberry32): the same demo data at every start, so tests can rely on it. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
