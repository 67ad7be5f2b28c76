// The parcel screens' words, in one place: titles, statuses waiting on the network, and how a parcel is named.
import { PARCEL_SIZE_INFO, type ParcelSize } from '../../../contract/parcel-sizes';

export const SEND_PARCEL = 'Envoyer un colis';
export const MY_PARCELS = 'Mes colis';
export const ENTER_CODE = 'Saisir le code';
export const REPORT_PROBLEM = 'Signaler un problème';
export const CODE_WAITING = 'Vérification en attente du réseau';
export const PARCEL_QUEUED = 'Colis enregistré : il sera envoyé dès le retour du réseau.';
export const NO_PARCELS_SENT = "Vous n'avez envoyé aucun colis";
export const NO_PARCELS_CARRIED = "Vous ne transportez aucun colis";

export const sizeLabel = (size: string) => PARCEL_SIZE_INFO[size as ParcelSize]?.label ?? size;

/** "Moyen · 8 kg · Livres" */
export const parcelSummary = (parcel: { size: string; weight: number; description: string }) =>
  `${sizeLabel(parcel.size)} · ${parcel.weight.toLocaleString('fr-FR')} kg · ${parcel.description}`;
