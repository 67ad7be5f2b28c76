ALTER TABLE "trips" ADD COLUMN "accepted_bookings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counter caches, kept by the database itself on every write, whichever route, process or script makes it: a trip's
-- card reads its driver's stars and its accepted bookings from its own rows instead of aggregating at each read.
UPDATE "users" SET "rating_count" = totals.n, "rating_sum" = totals.total
FROM (SELECT "rated_user_id", count(*)::int AS n, sum("rating")::int AS total FROM "ratings"
      WHERE "status" = 1 AND "rating" IS NOT NULL GROUP BY "rated_user_id") AS totals
WHERE "users"."id" = totals."rated_user_id";--> statement-breakpoint
UPDATE "trips" SET "accepted_bookings" = accepted.n
FROM (SELECT "trip_id", count(*)::int AS n FROM "bookings" WHERE "status" = 1 GROUP BY "trip_id") AS accepted
WHERE "trips"."id" = accepted."trip_id";--> statement-breakpoint
-- An approved rating with stars (status 1) counts; one leaving that state, or deleted, stops counting.
CREATE FUNCTION "ratings_keep_user_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.rating IS NOT DISTINCT FROM NEW.rating
     AND OLD.rated_user_id = NEW.rated_user_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 1 AND OLD.rating IS NOT NULL THEN
    UPDATE users SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.rating WHERE id = OLD.rated_user_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 1 AND NEW.rating IS NOT NULL THEN
    UPDATE users SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.rating WHERE id = NEW.rated_user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "ratings_keep_user_totals" AFTER INSERT OR UPDATE OR DELETE ON "ratings"
FOR EACH ROW EXECUTE FUNCTION "ratings_keep_user_totals"();--> statement-breakpoint
-- An accepted booking (status 1) counts on its trip; one leaving that state, or deleted, stops counting.
CREATE FUNCTION "bookings_keep_trip_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.trip_id = NEW.trip_id THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD.status = 1 THEN
    UPDATE trips SET accepted_bookings = accepted_bookings - 1 WHERE id = OLD.trip_id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 1 THEN
    UPDATE trips SET accepted_bookings = accepted_bookings + 1 WHERE id = NEW.trip_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "bookings_keep_trip_count" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
FOR EACH ROW EXECUTE FUNCTION "bookings_keep_trip_count"();
