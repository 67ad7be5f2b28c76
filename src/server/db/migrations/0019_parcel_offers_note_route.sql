-- Custom SQL migration file, put your code below! --
-- A trip's card shows the places left of each parcel size it offers (trip_parcel_offers.taken), which an accepted,
-- cancelled or refused parcel changes without writing the trip's row: note the trip's route, as for its bookings
-- (migration 0008), so cached lists that show the trip stop being served.
CREATE TRIGGER trip_parcel_offers_note_changed_route AFTER INSERT OR UPDATE OR DELETE ON trip_parcel_offers FOR EACH ROW EXECUTE FUNCTION mechwar_bookings_changed();
