// The files chosen in a group of upload slots, their errors (the device's checks and the server's 422), and the
// choices a command queues.
import { useCallback, useState } from 'react';
import type { DocumentType } from '../../../contract/documents';
import { tunisDate } from '../../../contract/tunis-time';
import type { DocumentChoice } from '../../../db/commands/documents';
import type { SlotValue } from './document-slot';
import { documentsText } from './text';

const EMPTY: SlotValue = { file: null, expiryDate: '' };

/** Today in Tunis, as the server judges expiry dates. */
const today = () => tunisDate(Date.now());

export function useDocumentSlots() {
  const [values, setValues] = useState<Record<number, SlotValue>>({});
  const [fileErrors, setFileErrors] = useState<Record<number, string>>({});
  const [expiryErrors, setExpiryErrors] = useState<Record<number, string>>({});

  const valueOf = (typeId: number) => values[typeId] ?? EMPTY;

  const change = useCallback((typeId: number, value: SlotValue, error?: string | null) => {
    setValues((all) => ({ ...all, [typeId]: value }));
    // A field's error clears when the user changes it (spec 000 §5); the file's own check may set a new one.
    if (error !== undefined) setFileErrors(({ [typeId]: _, ...rest }) => (error ? { ...rest, [typeId]: error } : rest));
    else setExpiryErrors(({ [typeId]: _, ...rest }) => rest);
  }, []);

  /**
   * Checks the slots of `types` (all required ones filled when `requireAll`, but those in `held`: the user has them
   * already); true when they may be sent.
   */
  function validate(types: DocumentType[], requireAll: boolean, held: ReadonlySet<number> = new Set()): boolean {
    const files: Record<number, string> = {};
    const expiry: Record<number, string> = {};
    for (const type of types) {
      const value = valueOf(type.id);
      if (fileErrors[type.id]) files[type.id] = fileErrors[type.id]!;
      else if (!value.file && requireAll && type.is_required && !held.has(type.id)) files[type.id] = documentsText('check.required');
      if (value.file && type.is_expirable) {
        if (!value.expiryDate) expiry[type.id] = documentsText('check.expiryRequired');
        else if (value.expiryDate <= today()) expiry[type.id] = documentsText('check.expiryPast');
      }
    }
    setFileErrors(files);
    setExpiryErrors(expiry);
    return Object.keys(files).length === 0 && Object.keys(expiry).length === 0;
  }

  /** The files chosen among `types`, as a command takes them. */
  function choices(types: DocumentType[]): DocumentChoice[] {
    return types.flatMap((type) => {
      const value = valueOf(type.id);
      if (!value.file) return [];
      return [
        { typeId: type.id, file: value.file, filename: value.file.name, ...(type.is_expirable && value.expiryDate ? { expiryDate: value.expiryDate } : {}) },
      ];
    });
  }

  /**
   * Puts a 422's errors under their slots: keys such as `documents.3`, `updates.3`, `user_documents.1`,
   * `vehicle_documents.4` (the file) and `expiry_dates.4`. Returns true when one landed.
   */
  function showServerErrors(errors: Record<string, string[]> | undefined): boolean {
    let placed = false;
    for (const [key, messages] of Object.entries(errors ?? {})) {
      const match = /^(documents|updates|user_documents|vehicle_documents|expiry_dates)[.[](\d+)\]?$/.exec(key);
      if (!match || !messages[0]) continue;
      const typeId = Number(match[2]);
      if (match[1] === 'expiry_dates') setExpiryErrors((all) => ({ ...all, [typeId]: messages[0]! }));
      else setFileErrors((all) => ({ ...all, [typeId]: messages[0]! }));
      placed = true;
    }
    return placed;
  }

  const reset = useCallback(() => {
    setValues({});
    setFileErrors({});
    setExpiryErrors({});
  }, []);

  const chosenCount = Object.values(values).filter((value) => value.file).length;

  return { valueOf, change, validate, choices, showServerErrors, reset, fileErrors, expiryErrors, chosenCount };
}

export type DocumentSlots = ReturnType<typeof useDocumentSlots>;
