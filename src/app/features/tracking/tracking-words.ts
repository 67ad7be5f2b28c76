// How live tracking speaks: relative ages to the second, arrival times in Tunis time.

const clock = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Africa/Tunis', hour: '2-digit', minute: '2-digit' });

/** "14:35" in Tunis time. */
export const clockTime = (at: number) => clock.format(new Date(at));

/** "il y a 20 s", "il y a 6 min", "il y a 2 h". */
export function ago(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `il y a ${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `il y a ${minutes} min`;
  return `il y a ${Math.floor(minutes / 60)} h`;
}

export const ARRIVAL_ESTIMATED = (at: number) => `Arrivée estimée vers ${clockTime(at)}`;
export const UPDATED = (age: number) => `mis à jour ${ago(age)}`;
export const LAST_POSITION = (age: number) => `dernière position ${ago(age)}`;
export const START_TRIP = 'Démarrer le trajet';
export const STOP_SHARING = 'Arrêter le partage';
export const SHARING_ON = 'Partage en cours';
export const KEEP_PAGE_OPEN = 'Gardez cette page ouverte pendant le trajet : votre position n’est partagée que tant qu’elle est affichée.';
export const POSITION_REFUSED = 'Position refusée : autorisez la localisation pour ce site pour partager le trajet. Rien n’a été partagé.';
export const POSITION_UNAVAILABLE = 'Impossible d’obtenir votre position. Vérifiez que la localisation est activée, puis réessayez.';
export const POSITIONS_KEPT_NOTICE = 'Les positions d’un trajet partagé sont effacées 7 jours après la fin du trajet.';
