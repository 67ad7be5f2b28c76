// The statuses' labels in the active language, by table and code (the contract's tables keep their French labels,
// which the French catalog repeats word for word).
import { useUiText, uiText, type UiTextId } from './text';

export type StatusKind = 'trip' | 'booking' | 'announcement' | 'proposal' | 'parcel' | 'document';

const LAST_CODE: Record<StatusKind, number> = { trip: 4, booking: 3, announcement: 3, proposal: 3, parcel: 6, document: 3 };

function statusId(kind: StatusKind, code: number): UiTextId {
  return Number.isInteger(code) && code >= 0 && code <= LAST_CODE[kind] ? (`status.${kind}.${code}` as UiTextId) : 'status.unknown';
}

/** `statusText('booking', 1)` → "Acceptée" in French; "Inconnu" for a code outside the table. */
export function useStatusText(): (kind: StatusKind, code: number) => string {
  const _ = useUiText();
  return (kind, code) => _(statusId(kind, code));
}

/** The same, outside components (the ui area's words must be loaded: see uiTextLoaded). */
export const statusText = (kind: StatusKind, code: number): string => uiText(statusId(kind, code));
