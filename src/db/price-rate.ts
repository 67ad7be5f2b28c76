// The operator's rate per seat and road km, as the server last said it (price-suggestion answers), for the trip form's
// fair price offline; the contract's default until the server was heard.
import { DEFAULT_PRICE_PER_KM } from '../contract/road-distance';
import type { MechwarDatabase } from './database';

export const PRICE_PER_KM_KEY = 'price-per-km';

export async function pricePerKmOf(db: MechwarDatabase): Promise<number> {
  const kept = (await db.meta.get(PRICE_PER_KM_KEY))?.value;
  return typeof kept === 'number' && kept > 0 ? kept : DEFAULT_PRICE_PER_KM;
}
