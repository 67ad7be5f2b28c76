-- Verified, visibly (issue 40 §6): the badges a trip card shows, kept on the driver's and the vehicle's rows by triggers.
ALTER TABLE "users" ADD COLUMN "identity_verified_until" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "licence_verified_until" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trips_completed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "papers_verified_until" date;--> statement-breakpoint
-- Until when a person's own document of a type stays verified: approved, until its expiry date or for good; else null.
-- Type 1 is the identity card, type 2 the driving licence (db/document-types.ts, fixed ids).
CREATE FUNCTION "own_document_verified_until"(person integer, type_id integer) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT coalesce(expiry_date, 'infinity'::date) FROM documents
  WHERE user_id = person AND vehicle_id IS NULL AND document_type_id = type_id AND status = 1
$$;--> statement-breakpoint
-- Until when a vehicle's papers stay verified: every required vehicle type (kind 1: carte grise, assurance, visite
-- technique) has an approved document, until the earliest of their expiry dates; null while one is missing.
CREATE FUNCTION "vehicle_papers_verified_until"(vehicle integer) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN bool_and(d.id IS NOT NULL) THEN min(coalesce(d.expiry_date, 'infinity'::date)) END
  FROM document_types t
  LEFT JOIN documents d ON d.document_type_id = t.id AND d.vehicle_id = vehicle AND d.status = 1
  WHERE t.kind = 1 AND t.is_required
$$;--> statement-breakpoint
-- Trips completed, as profiles count them (accounts/user-stats.ts): driven to completion, plus completed trips
-- ridden with an accepted booking.
CREATE FUNCTION "trips_completed_by"(person integer) RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT (SELECT count(*) FROM trips WHERE driver_id = person AND status = 4)::int
    + (SELECT count(DISTINCT b.trip_id) FROM bookings b JOIN trips t ON t.id = b.trip_id
       WHERE b.passenger_id = person AND b.status = 1 AND t.status = 4)::int
$$;--> statement-breakpoint
UPDATE "users" SET "identity_verified_until" = own_document_verified_until(id, 1),
  "licence_verified_until" = own_document_verified_until(id, 2), "trips_completed" = trips_completed_by(id);--> statement-breakpoint
UPDATE "vehicles" SET "papers_verified_until" = vehicle_papers_verified_until(id);--> statement-breakpoint
-- A document written, decided or deleted moves its owner's or its vehicle's badge. Rows are written only when the
-- badge changes: the row's new version (xmin) is what makes every cached card of that driver read anew
-- (trips/trip-card-cache.ts), as ratings_keep_user_totals does for stars.
CREATE FUNCTION "documents_keep_badges"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed documents;
BEGIN
  FOREACH changed IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    IF changed.vehicle_id IS NULL THEN
      UPDATE users SET identity_verified_until = own_document_verified_until(id, 1),
        licence_verified_until = own_document_verified_until(id, 2)
      WHERE id = changed.user_id AND (identity_verified_until IS DISTINCT FROM own_document_verified_until(id, 1)
        OR licence_verified_until IS DISTINCT FROM own_document_verified_until(id, 2));
    ELSE
      UPDATE vehicles SET papers_verified_until = vehicle_papers_verified_until(id)
      WHERE id = changed.vehicle_id AND papers_verified_until IS DISTINCT FROM vehicle_papers_verified_until(id);
    END IF;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "documents_keep_badges" AFTER INSERT OR UPDATE OR DELETE ON "documents"
FOR EACH ROW EXECUTE FUNCTION "documents_keep_badges"();--> statement-breakpoint
-- A trip entering or leaving Completed (or written completed, as the demo seed does) counts for its driver and its
-- accepted passengers.
CREATE FUNCTION "trips_keep_completed_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_of trips;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status = 4) = (NEW.status = 4) THEN
    RETURN NULL;
  END IF;
  row_of := CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  IF TG_OP <> 'UPDATE' AND row_of.status <> 4 THEN
    RETURN NULL;
  END IF;
  UPDATE users SET trips_completed = trips_completed_by(id)
  WHERE (id = row_of.driver_id OR id IN (SELECT passenger_id FROM bookings WHERE trip_id = row_of.id AND status = 1))
    AND trips_completed IS DISTINCT FROM trips_completed_by(id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "trips_keep_completed_counts" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "trips"
FOR EACH ROW EXECUTE FUNCTION "trips_keep_completed_counts"();--> statement-breakpoint
-- A booking accepted or withdrawn on a trip already completed counts for its passenger.
CREATE FUNCTION "bookings_keep_completed_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  row_of bookings;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.trip_id = NEW.trip_id AND OLD.passenger_id = NEW.passenger_id THEN
    RETURN NULL;
  END IF;
  FOREACH row_of IN ARRAY (CASE TG_OP WHEN 'INSERT' THEN ARRAY[NEW] WHEN 'DELETE' THEN ARRAY[OLD] ELSE ARRAY[OLD, NEW] END) LOOP
    UPDATE users SET trips_completed = trips_completed_by(id)
    WHERE id = row_of.passenger_id AND EXISTS (SELECT 1 FROM trips WHERE trips.id = row_of.trip_id AND trips.status = 4)
      AND trips_completed IS DISTINCT FROM trips_completed_by(id);
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_keep_completed_counts" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "bookings_keep_completed_counts"();
--> statement-breakpoint
-- A badge that changes outdates the kept lists that show the person's trips (cache/write-generation.ts), as a new
-- name does (migration 0008); a person who drives no trip shows on no card, so their phone confirmed at sign-up does not.
CREATE FUNCTION "badges_note_trip_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'vehicles' OR EXISTS (SELECT 1 FROM trips WHERE driver_id = NEW.id) THEN
    PERFORM set_config('mechwar.changed_routes', '*', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_badges_note_trip_cards" AFTER UPDATE OF "phone_verified_at", "identity_verified_until", "licence_verified_until", "trips_completed" ON "users"
FOR EACH ROW WHEN (OLD.phone_verified_at IS DISTINCT FROM NEW.phone_verified_at OR OLD.identity_verified_until IS DISTINCT FROM NEW.identity_verified_until
  OR OLD.licence_verified_until IS DISTINCT FROM NEW.licence_verified_until OR OLD.trips_completed IS DISTINCT FROM NEW.trips_completed)
EXECUTE FUNCTION "badges_note_trip_cards"();--> statement-breakpoint
CREATE TRIGGER "vehicles_badges_note_trip_cards" AFTER UPDATE OF "papers_verified_until" ON "vehicles"
FOR EACH ROW WHEN (OLD.papers_verified_until IS DISTINCT FROM NEW.papers_verified_until)
EXECUTE FUNCTION "badges_note_trip_cards"();
