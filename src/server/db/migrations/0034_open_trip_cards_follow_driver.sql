-- A search reads the version of an open trip's card (pending or active) from the trip's own row (trips/trip-json.ts
-- `openCardVersionOf`), not from the driver's and vehicle's rows it also shows. So when what a card shows of a driver
-- or a vehicle changes (name, photo, stars, badges, trips completed; make, model, year, colour, plate, comfort,
-- papers), that driver's open trips are rewritten here, unchanged, in the same transaction: each gets a new row
-- version, and a kept card of it is read anew. Closed trips are left alone (their card's version reads the driver and
-- vehicle rows), so a driver's history does not grow the cost of each new rating. Like migration 0032's triggers it
-- outdates every kept list first, which also spares the trips trigger of migration 0008 noting each rewritten route.
CREATE FUNCTION "open_trip_cards_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    IF EXISTS (SELECT 1 FROM "trips" WHERE "driver_id" = NEW.id AND "status" IN (0, 1)) THEN
      PERFORM set_config('mechwar.changed_routes', '*', true);
      UPDATE "trips" SET "driver_id" = "driver_id" WHERE "driver_id" = NEW.id AND "status" IN (0, 1);
    END IF;
  ELSIF EXISTS (SELECT 1 FROM "trips" WHERE "driver_id" = NEW.user_id AND "vehicle_id" = NEW.id AND "status" IN (0, 1)) THEN
    PERFORM set_config('mechwar.changed_routes', '*', true);
    -- By its owner's trips: trips have no index by vehicle, and a vehicle drives only its owner's.
    UPDATE "trips" SET "vehicle_id" = "vehicle_id" WHERE "driver_id" = NEW.user_id AND "vehicle_id" = NEW.id AND "status" IN (0, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_open_trip_cards_follow" AFTER UPDATE OF "first_name", "last_name", "image", "rating_sum", "rating_count",
  "phone_verified_at", "identity_verified_until", "licence_verified_until", "trips_completed", "created_at" ON "users"
FOR EACH ROW WHEN ((OLD.first_name, OLD.last_name, OLD.image, OLD.rating_sum, OLD.rating_count, OLD.phone_verified_at,
  OLD.identity_verified_until, OLD.licence_verified_until, OLD.trips_completed, OLD.created_at)
  IS DISTINCT FROM (NEW.first_name, NEW.last_name, NEW.image, NEW.rating_sum, NEW.rating_count, NEW.phone_verified_at,
  NEW.identity_verified_until, NEW.licence_verified_until, NEW.trips_completed, NEW.created_at))
EXECUTE FUNCTION "open_trip_cards_follow"();--> statement-breakpoint
CREATE TRIGGER "vehicles_open_trip_cards_follow" AFTER UPDATE OF "make", "model", "year", "color", "plate_number", "comfort_level",
  "papers_verified_until" ON "vehicles"
FOR EACH ROW WHEN ((OLD.make, OLD.model, OLD.year, OLD.color, OLD.plate_number, OLD.comfort_level, OLD.papers_verified_until)
  IS DISTINCT FROM (NEW.make, NEW.model, NEW.year, NEW.color, NEW.plate_number, NEW.comfort_level, NEW.papers_verified_until))
EXECUTE FUNCTION "open_trip_cards_follow"();
