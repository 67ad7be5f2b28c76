// The luggage a passenger can choose: stored as the French words the product always sent (the server and other
// clients read them), shown in the active language; a value typed elsewhere is shown as written.
import { LUGGAGE_DEFAULT } from '../../../contract/announcement-rules';

export const LUGGAGE_OPTIONS = {
  [LUGGAGE_DEFAULT]: 'luggage.standard',
  'Petit sac': 'luggage.smallBag',
  'Grande valise': 'luggage.largeSuitcase',
  'Plusieurs valises': 'luggage.severalSuitcases',
} as const;

export const luggageId = (value: string) => (LUGGAGE_OPTIONS as Record<string, (typeof LUGGAGE_OPTIONS)[keyof typeof LUGGAGE_OPTIONS]>)[value];
