// The document types every database holds (fixed ids, as the client and spec 000 §3 name type 2): what a user, then a
// driver, hands in, and what each vehicle needs before it reads "Valide".
import { sql } from 'drizzle-orm';
import { DOCUMENT_KIND, DRIVING_LICENCE_TYPE_ID } from '../../contract/documents';
import type { Db } from './client';
import { documentTypes } from './schema';

export interface DocumentTypeSeed {
  id: number;
  name: string;
  description: string;
  kind: number;
  isRequired: boolean;
  isExpirable: boolean;
  /** How a notification names it: "Votre carte d'identité", and whether the participle agrees in the feminine. */
  ownNoun: string;
  feminine: boolean;
}

export const DOCUMENT_TYPE_SEEDS: readonly DocumentTypeSeed[] = [
  {
    id: 1,
    name: "Carte d'identité",
    description: "Votre carte d'identité nationale (CIN), recto et verso lisibles, en PDF ou en photo.",
    kind: DOCUMENT_KIND.user,
    isRequired: true,
    isExpirable: false,
    ownNoun: "carte d'identité",
    feminine: true,
  },
  {
    id: DRIVING_LICENCE_TYPE_ID,
    name: 'Permis de conduire',
    description: 'Votre permis de conduire en cours de validité, recto et verso. Demandé aux chauffeurs uniquement.',
    kind: DOCUMENT_KIND.user,
    isRequired: true,
    isExpirable: false,
    ownNoun: 'permis de conduire',
    feminine: false,
  },
  {
    id: 3,
    name: 'Carte grise',
    description: "Le certificat d'immatriculation du véhicule, à votre nom ou avec l'accord de son propriétaire.",
    kind: DOCUMENT_KIND.vehicle,
    isRequired: true,
    isExpirable: false,
    ownNoun: 'carte grise',
    feminine: true,
  },
  {
    id: 4,
    name: 'Assurance',
    description: "L'attestation d'assurance du véhicule en cours de validité; indiquez sa date de fin.",
    kind: DOCUMENT_KIND.vehicle,
    isRequired: true,
    isExpirable: true,
    ownNoun: 'assurance',
    feminine: true,
  },
  {
    id: 5,
    name: 'Visite technique',
    description: 'Le certificat de visite technique du véhicule; indiquez la date de la prochaine visite.',
    kind: DOCUMENT_KIND.vehicle,
    isRequired: true,
    isExpirable: true,
    ownNoun: 'visite technique',
    feminine: true,
  },
];

/** Adds the types, and brings names and descriptions up to date on a database that has them. */
export async function seedDocumentTypes(db: Db): Promise<void> {
  await db
    .insert(documentTypes)
    .values(DOCUMENT_TYPE_SEEDS.map(({ ownNoun: _noun, feminine: _feminine, ...type }) => type))
    .onConflictDoUpdate({
      target: documentTypes.id,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        kind: sql`excluded.kind`,
        isRequired: sql`excluded.is_required`,
        isExpirable: sql`excluded.is_expirable`,
      },
    });
}
