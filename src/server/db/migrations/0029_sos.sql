-- SOS during a ride (issue 40): a person's emergency contacts, and the alerts they sent, for staff.
CREATE TABLE "sos_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"trip_id" integer,
	"user_id" integer NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"position_at" timestamp with time zone,
	"contacts_told" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sos_alerts" ADD CONSTRAINT "sos_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sos_alerts_created_index" ON "sos_alerts" USING btree ("created_at","id");