-- Custom SQL migration file, put your code below! --
-- Each transaction notes what it changed of the trip lists, in a setting that lives as long as the transaction:
-- the routes ("from:to" city ids) of the trips and bookings it wrote, or "*" when it changed what every trip card
-- may show (a driver's name or photo, a vehicle, a rating, a city). src/server/cache/write-announcement.ts reads it
-- before the commit, so that cached lists the write did not touch stay valid.
CREATE FUNCTION mechwar_note_changed_route(from_city integer, to_city integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  route text := from_city || ':' || to_city;
  noted text := coalesce(current_setting('mechwar.changed_routes', true), '');
BEGIN
  IF noted <> '*' AND position(',' || route || ',' in ',' || noted || ',') = 0 THEN
    PERFORM set_config('mechwar.changed_routes', CASE WHEN noted = '' THEN route ELSE noted || ',' || route END, true);
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION mechwar_trips_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM mechwar_note_changed_route(OLD.departure_city_id, OLD.arrival_city_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM mechwar_note_changed_route(NEW.departure_city_id, NEW.arrival_city_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trips_note_changed_route AFTER INSERT OR UPDATE OR DELETE ON trips FOR EACH ROW EXECUTE FUNCTION mechwar_trips_changed();
--> statement-breakpoint
CREATE FUNCTION mechwar_bookings_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_trip_ids integer[] := CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW.trip_id] WHEN 'DELETE' THEN ARRAY[OLD.trip_id] ELSE ARRAY[OLD.trip_id, NEW.trip_id] END;
  trip record;
BEGIN
  FOR trip IN SELECT departure_city_id, arrival_city_id FROM trips WHERE id = ANY (changed_trip_ids) LOOP
    PERFORM mechwar_note_changed_route(trip.departure_city_id, trip.arrival_city_id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bookings_note_changed_route AFTER INSERT OR UPDATE OR DELETE ON bookings FOR EACH ROW EXECUTE FUNCTION mechwar_bookings_changed();
--> statement-breakpoint
CREATE FUNCTION mechwar_trip_cards_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('mechwar.changed_routes', '*', true);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A new account or vehicle is on no trip yet; a deleted one takes its trips along (or unsets them), which the trips
-- trigger notes.
CREATE TRIGGER users_note_trip_cards AFTER UPDATE OF first_name, last_name, image ON users FOR EACH STATEMENT EXECUTE FUNCTION mechwar_trip_cards_changed();
--> statement-breakpoint
CREATE TRIGGER vehicles_note_trip_cards AFTER UPDATE OF make, model, year, color, plate_number, comfort_level ON vehicles FOR EACH STATEMENT EXECUTE FUNCTION mechwar_trip_cards_changed();
--> statement-breakpoint
CREATE TRIGGER ratings_note_trip_cards AFTER INSERT OR UPDATE OR DELETE ON ratings FOR EACH STATEMENT EXECUTE FUNCTION mechwar_trip_cards_changed();
--> statement-breakpoint
CREATE TRIGGER cities_note_trip_cards AFTER INSERT OR UPDATE OR DELETE ON cities FOR EACH STATEMENT EXECUTE FUNCTION mechwar_trip_cards_changed();
