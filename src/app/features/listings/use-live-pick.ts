// The mirror's current copy of a row picked from a list, so an open panel or form follows its changes (seats taken,
// status changed) instead of showing the row as it was when picked.
import { useLiveQuery } from 'dexie-react-hooks';

export function useLivePick<Row extends { id: number }>(table: { get(id: number): Promise<NoInfer<Row> | undefined> }, picked: Row | null): Row | null {
  const live = useLiveQuery(() => (picked ? table.get(picked.id) : undefined), [picked?.id]);
  return picked ? (live ?? picked) : null;
}
