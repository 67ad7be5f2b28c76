-- The trip list reads routes through trips_listed_route_index (0017); the one plan left on the route-and-departure
-- index was the ride alerts', which filter by publication time: an index by route and created_at serves them instead.
-- conversations.last_message_at was written and read by nothing (participants keep their own, 0010).
DROP INDEX "trips_route_departure_index";--> statement-breakpoint
CREATE INDEX "trips_route_created_index" ON "trips" USING btree ("departure_city_id","arrival_city_id","created_at");--> statement-breakpoint
ALTER TABLE "conversations" DROP COLUMN "last_message_at";
