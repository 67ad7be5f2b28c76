// What the unsent-changes list and the stuck-change toast say, shared without loading the list itself.
export const UNSENT_TITLE = 'Modifications non envoyées';
export const STUCK_EXPLANATION =
  "Le serveur n'arrive pas à traiter cette modification. Elle reste sur cet appareil : réessayez plus tard ou abandonnez-la.";
