CREATE TABLE "parcel_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"parcel_id" integer NOT NULL,
	"status" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"by_user_id" integer,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "parcels" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer NOT NULL,
	"sender_id" integer NOT NULL,
	"size" text NOT NULL,
	"weight" numeric(6, 2) NOT NULL,
	"description" text NOT NULL,
	"declared_value" numeric(10, 2),
	"pickup_place" text NOT NULL,
	"dropoff_place" text NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"photo" text,
	"price" numeric(10, 2) NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"problem" text,
	"problem_reported_at" timestamp with time zone,
	"problem_reported_by" integer,
	"picked_up_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"code_nonce" text NOT NULL,
	"pickup_code_hash" text,
	"delivery_code_hash" text,
	"tracking_token_hash" text,
	"code_tries" integer DEFAULT 0 NOT NULL,
	"code_locked_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "parcels_tracking_token_hash_unique" UNIQUE("tracking_token_hash")
);
--> statement-breakpoint
ALTER TABLE "messages" DROP CONSTRAINT "messages_type_known";--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_parcel_id_parcels_id_fk" FOREIGN KEY ("parcel_id") REFERENCES "public"."parcels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcel_events" ADD CONSTRAINT "parcel_events_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parcels" ADD CONSTRAINT "parcels_problem_reported_by_users_id_fk" FOREIGN KEY ("problem_reported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "parcel_events_parcel_id_index" ON "parcel_events" USING btree ("parcel_id");--> statement-breakpoint
CREATE INDEX "parcels_trip_id_index" ON "parcels" USING btree ("trip_id");--> statement-breakpoint
CREATE INDEX "parcels_sender_id_index" ON "parcels" USING btree ("sender_id");--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_type_known" CHECK ("messages"."type" between 0 and 4);