-- A parcel carries its leg (issue 39): the stops where the driver takes it and hands it over; null for the trip's own end.
ALTER TABLE "parcels" ADD COLUMN "from_city_id" integer;--> statement-breakpoint
ALTER TABLE "parcels" ADD COLUMN "to_city_id" integer;
