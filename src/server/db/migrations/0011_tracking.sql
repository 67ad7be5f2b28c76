CREATE TABLE "trip_arrival_notices" (
	"trip_id" integer NOT NULL,
	"passenger_id" integer NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trip_arrival_notices_trip_id_passenger_id_pk" PRIMARY KEY("trip_id","passenger_id")
);
--> statement-breakpoint
CREATE TABLE "trip_positions" (
	"trip_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy" double precision,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_positions_trip_id_recorded_at_pk" PRIMARY KEY("trip_id","recorded_at")
);
--> statement-breakpoint
CREATE TABLE "trip_share_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "trip_share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trips" ADD COLUMN "sharing_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_arrival_notices" ADD CONSTRAINT "trip_arrival_notices_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_arrival_notices" ADD CONSTRAINT "trip_arrival_notices_passenger_id_users_id_fk" FOREIGN KEY ("passenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_positions" ADD CONSTRAINT "trip_positions_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_share_links" ADD CONSTRAINT "trip_share_links_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_share_links" ADD CONSTRAINT "trip_share_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_share_links_trip_user_index" ON "trip_share_links" USING btree ("trip_id","user_id");