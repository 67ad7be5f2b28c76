// Papers for the demo drivers: identity card, licence and their vehicle's registration, insurance and inspection,
// approved by the demo staff member, so their cars read "Valide". The files are small generated PDFs.
import { inArray } from 'drizzle-orm';
import { DOCUMENT_KIND, DOCUMENT_STATUS } from '../../contract/documents';
import { tunisDate } from '../../contract/tunis-time';
import type { FileStore } from '../storage/file-store';
import { DOCUMENTS_FOLDER } from '../storage/files';
import type { Db } from './client';
import { DOCUMENT_TYPE_SEEDS } from './document-types';
import { documents } from './schema';
import type { DemoDriverRef } from './demo-marketplace';

const YEAR_MS = 365 * 24 * 60 * 60_000;

/** A one-page PDF saying what it stands for; the offsets of its cross-reference table are computed, so it opens anywhere. */
export function demoPdf(title: string, holder: string): Buffer {
  const text = (s: string) =>
    s
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[\\()]/g, '\\$&');
  const content = `BT /F1 20 Tf 60 760 Td (${text(title)}) Tj 0 -30 Td /F1 12 Tf (${text(holder)}) Tj 0 -20 Td (Document de demonstration Mechwar) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export interface DemoDriverPapers extends DemoDriverRef {
  name: string;
}

/** Adds whichever approved paper a demo driver lacks; safe at every start and from several processes. */
export async function seedDemoDocuments(db: Db, files: FileStore, drivers: DemoDriverPapers[], staffId: number, now: Date): Promise<void> {
  const held = await db
    .select({ userId: documents.userId, vehicleId: documents.vehicleId, typeId: documents.documentTypeId })
    .from(documents)
    .where(
      inArray(
        documents.userId,
        drivers.map((d) => d.userId),
      ),
    );
  const expiry = tunisDate(now.getTime() + YEAR_MS);
  for (const driver of drivers) {
    for (const type of DOCUMENT_TYPE_SEEDS) {
      const vehicleId = type.kind === DOCUMENT_KIND.vehicle ? driver.vehicleId : null;
      if (held.some((h) => h.userId === driver.userId && h.vehicleId === vehicleId && h.typeId === type.id)) continue;
      const filePath = await files.save(DOCUMENTS_FOLDER, demoPdf(type.name, driver.name), 'pdf');
      const inserted = await db
        .insert(documents)
        .values({
          userId: driver.userId,
          vehicleId,
          documentTypeId: type.id,
          status: DOCUMENT_STATUS.approved,
          filePath,
          mimeType: 'application/pdf',
          verifiedAt: now,
          verifiedBy: staffId,
          expiryDate: type.isExpirable ? expiry : null,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: documents.id });
      // Another process seeding at the same moment stored this paper first.
      if (inserted.length === 0) await files.remove(filePath);
    }
  }
}
