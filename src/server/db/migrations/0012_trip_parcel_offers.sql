CREATE TABLE "trip_parcel_offers" (
	"trip_id" integer NOT NULL,
	"size" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trip_parcel_offers_trip_id_size_pk" PRIMARY KEY("trip_id","size"),
	CONSTRAINT "trip_parcel_offers_taken_within_capacity" CHECK ("trip_parcel_offers"."taken" >= 0 and "trip_parcel_offers"."taken" <= "trip_parcel_offers"."capacity")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "accepts_parcels" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_parcel_offers" ADD CONSTRAINT "trip_parcel_offers_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;