// The become-driver application (spec 000 §7 `POST /api/driver-verifications`): a vehicle, personal and vehicle documents.
import { z } from 'zod';
import { vehicleFields } from './vehicles';

/** Multipart names: `vehicle[make]`, `user_documents[1]`, `vehicle_documents[3]`, `expiry_dates[3]`. */
export const applicationVehicleField = (name: string) => `vehicle[${name}]`;
export const applicationUserDocumentField = (typeId: number) => `user_documents[${typeId}]`;
export const applicationVehicleDocumentField = (typeId: number) => `vehicle_documents[${typeId}]`;

/** The application's vehicle: the vehicle form's fields, photo aside. */
export const applicationVehicle = vehicleFields.omit({ delete_photo: true });

export const DRIVER_VERIFICATION_TEXT: Record<number, string> = {
  0: 'Demande en cours',
  1: 'Chauffeur approuvé',
  2: 'Demande rejetée',
};
export const BECOME_DRIVER_LABEL = 'Devenir un chauffeur';

export const driverApplicationMessages = {
  submitted: 'Votre demande a été envoyée. Elle sera examinée sous peu.',
  alreadyApplied: 'You already have a driver application.',
  alreadyDriver: 'You are already an approved driver.',
} as const;

export const driverApplicationExpiry = z.record(z.string(), z.iso.date({ error: 'The expiry date must be a valid date.' }));
