// "Pickup → drop-off" of a trip or a travel request, a dash for a place not given.
export function placesLabel(row: { departure_location?: string | null; arrival_location?: string | null }): string {
  return `${row.departure_location || '–'} → ${row.arrival_location || '–'}`;
}
