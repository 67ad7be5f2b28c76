CREATE TABLE "trip_legs" (
	"trip_id" integer NOT NULL,
	"from_position" integer NOT NULL,
	"to_position" integer NOT NULL,
	"from_city_id" integer NOT NULL,
	"to_city_id" integer NOT NULL,
	"departure_time" timestamp with time zone NOT NULL,
	"arrival_time" timestamp with time zone NOT NULL,
	"price_per_seat" numeric(10, 2) NOT NULL,
	"distance_km" real NOT NULL,
	"available_seats" integer NOT NULL,
	"status" integer NOT NULL,
	"from_departure" boolean NOT NULL,
	"to_arrival" boolean NOT NULL,
	CONSTRAINT "trip_legs_trip_id_from_position_to_position_pk" PRIMARY KEY("trip_id","from_position","to_position")
);
--> statement-breakpoint
CREATE TABLE "trip_stops" (
	"trip_id" integer NOT NULL,
	"position" integer NOT NULL,
	"city_id" integer NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"km_from_departure" real NOT NULL,
	"price_from_departure" numeric(10, 2) NOT NULL,
	"seats_onward" integer NOT NULL,
	"price_fixed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "trip_stops_trip_id_position_pk" PRIMARY KEY("trip_id","position"),
	CONSTRAINT "trip_stops_seats_onward_not_negative" CHECK ("trip_stops"."seats_onward" >= 0)
);
--> statement-breakpoint
DROP INDEX "trips_listed_from_index";--> statement-breakpoint
DROP INDEX "trips_listed_to_index";--> statement-breakpoint
DROP INDEX "trips_listed_route_index";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "from_city_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "to_city_id" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "from_city_id" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "to_city_id" integer;--> statement-breakpoint
ALTER TABLE "trip_legs" ADD CONSTRAINT "trip_legs_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_legs_listed_route_index" ON "trip_legs" USING btree ("from_city_id","to_city_id","departure_time","trip_id","from_position","to_position","arrival_time","price_per_seat","available_seats","distance_km") WHERE "trip_legs"."status" in (0, 1);--> statement-breakpoint
CREATE INDEX "trip_legs_listed_from_index" ON "trip_legs" USING btree ("from_city_id","departure_time","to_city_id","trip_id","from_position","to_position","arrival_time","price_per_seat","available_seats","distance_km") WHERE "trip_legs"."status" in (0, 1) and "trip_legs"."to_arrival";--> statement-breakpoint
CREATE INDEX "trip_legs_listed_to_index" ON "trip_legs" USING btree ("to_city_id","departure_time","from_city_id","trip_id","from_position","to_position","arrival_time","price_per_seat","available_seats","distance_km") WHERE "trip_legs"."status" in (0, 1) and "trip_legs"."from_departure";--> statement-breakpoint
-- Every trip made before stopovers gets its two stops and its one leg: the road is 1.2 × the great circle
-- (contract/road-distance.ts), an arrival not given is the departure plus that road at 80 km/h.
INSERT INTO "trip_stops" ("trip_id", "position", "city_id", "time", "km_from_departure", "price_from_departure", "seats_onward")
SELECT "id", 0, "departure_city_id", "departure_time", 0, 0, "available_seats" FROM "trips";
--> statement-breakpoint
INSERT INTO "trip_stops" ("trip_id", "position", "city_id", "time", "km_from_departure", "price_from_departure", "seats_onward")
SELECT t."id", 1, t."arrival_city_id", coalesce(t."arrival_time", t."departure_time" + make_interval(secs => road.km / 80 * 3600)), road.km, t."price_per_seat", 0
FROM "trips" t
JOIN LATERAL (
  SELECT coalesce(round((1.2 * 2 * 6371.0088 * asin(least(1, sqrt(
    sin(radians(b."latitude" - a."latitude") / 2) ^ 2 + cos(radians(a."latitude")) * cos(radians(b."latitude")) * sin(radians(b."longitude" - a."longitude") / 2) ^ 2
  ))))::numeric, 1)::float8, 0) AS km
  FROM "cities" a, "cities" b WHERE a."id" = t."departure_city_id" AND b."id" = t."arrival_city_id"
) road ON true;
--> statement-breakpoint
INSERT INTO "trip_legs" ("trip_id", "from_position", "to_position", "from_city_id", "to_city_id", "departure_time", "arrival_time", "price_per_seat", "distance_km", "available_seats", "status", "from_departure", "to_arrival")
SELECT t."id", 0, 1, t."departure_city_id", t."arrival_city_id", t."departure_time", s."time", t."price_per_seat", s."km_from_departure", t."available_seats", t."status", true, true
FROM "trips" t JOIN "trip_stops" s ON s."trip_id" = t."id" AND s."position" = 1;
--> statement-breakpoint
-- A trip's legs follow its status (the partial indexes list pending and active ones), and its stops and legs move
-- with its departure, whoever updates the row: the status routes, moderation, or SQL by hand.
CREATE FUNCTION mechwar_trip_route_follows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  moved interval := NEW.departure_time - OLD.departure_time;
BEGIN
  IF moved <> interval '0' THEN
    UPDATE "trip_stops" SET "time" = "time" + moved WHERE "trip_id" = NEW.id;
    UPDATE "trip_legs" SET "departure_time" = "departure_time" + moved, "arrival_time" = "arrival_time" + moved WHERE "trip_id" = NEW.id;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE "trip_legs" SET "status" = NEW.status WHERE "trip_id" = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trips_route_follows AFTER UPDATE OF departure_time, status ON trips FOR EACH ROW EXECUTE FUNCTION mechwar_trip_route_follows();
--> statement-breakpoint
-- A leg written, moved or dropped changes the lists searched between its two stops (and the places near them:
-- cache/write-generation.ts widens each route to them), as the trips trigger of migration 0008 notes a trip's route.
CREATE FUNCTION mechwar_trip_legs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM mechwar_note_changed_route(OLD.from_city_id, OLD.to_city_id); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM mechwar_note_changed_route(NEW.from_city_id, NEW.to_city_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER trip_legs_note_changed_route AFTER INSERT OR UPDATE OR DELETE ON trip_legs FOR EACH ROW EXECUTE FUNCTION mechwar_trip_legs_changed();
