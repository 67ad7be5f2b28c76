// Files and forms of the documents, vehicles and driver-application screens, as reusable steps of the browser tests.
import type { Locator } from 'playwright-core';

/** A small real PDF (the server checks the bytes, not the name). */
export function pdfFile(name: string) {
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n% ${name}\n%%EOF\n`) };
}

/** The smallest valid PNG: a 1×1 transparent pixel. */
export function pngFile(name: string) {
  const bytes = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
  return { name, mimeType: 'image/png', buffer: Buffer.from(bytes, 'base64') };
}

export interface VehicleValues {
  make: string;
  model: string;
  year: number;
  color: string;
  plate: string;
  insurance: string;
  /** `YYYY-MM-DD`. */
  inspection: string;
}

export async function fillVehicleFields(form: Locator, values: VehicleValues): Promise<void> {
  await form.getByLabel('Marque').fill(values.make);
  await form.getByLabel('Modèle').fill(values.model);
  await form.getByLabel('Année').fill(String(values.year));
  await form.getByLabel('Couleur').fill(values.color);
  await form.getByLabel('Immatriculation').fill(values.plate);
  await form.getByLabel('Confort').selectOption('comfort');
  await form.getByLabel('N° d’assurance').fill(values.insurance);
  await form.getByLabel('Fin de la visite technique').fill(values.inspection);
}

/** A date `days` from now, as date inputs take it. */
export const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Chooses a file for each vehicle document type, with an expiry date where the type asks for one. */
export async function chooseVehicleDocuments(form: Locator, prefix: string): Promise<void> {
  await form.getByLabel(/^Carte grise/).setInputFiles(pdfFile(`${prefix}-carte-grise.pdf`));
  await form.getByLabel(/^Assurance/).setInputFiles(pdfFile(`${prefix}-assurance.pdf`));
  await form.getByLabel('Date d’expiration — Assurance').fill(dayFromNow(200));
  await form.getByLabel(/^Visite technique/).setInputFiles(pdfFile(`${prefix}-visite.pdf`));
  await form.getByLabel('Date d’expiration — Visite technique').fill(dayFromNow(300));
}
