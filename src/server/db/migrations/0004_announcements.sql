CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"departure_city_id" integer NOT NULL,
	"arrival_city_id" integer NOT NULL,
	"departure_location" text NOT NULL,
	"arrival_location" text NOT NULL,
	"desired_departure_time" timestamp with time zone NOT NULL,
	"seats_needed" integer NOT NULL,
	"max_price_per_seat" numeric(10, 2),
	"description" text,
	"additional_notes" text,
	"luggage_size" text DEFAULT 'Standard' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_seats_needed_range" CHECK ("announcements"."seats_needed" between 1 and 8)
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" serial PRIMARY KEY NOT NULL,
	"announcement_id" integer NOT NULL,
	"driver_id" integer NOT NULL,
	"vehicle_id" integer,
	"proposed_price" numeric(10, 2) NOT NULL,
	"proposed_departure_time" timestamp with time zone NOT NULL,
	"message" text,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "proposals_price_at_least_one" CHECK ("proposals"."proposed_price" >= 1)
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_departure_city_id_cities_id_fk" FOREIGN KEY ("departure_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_arrival_city_id_cities_id_fk" FOREIGN KEY ("arrival_city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_driver_id_users_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_desired_index" ON "announcements" USING btree ("status","desired_departure_time","id");--> statement-breakpoint
CREATE INDEX "announcements_route_desired_index" ON "announcements" USING btree ("departure_city_id","arrival_city_id","desired_departure_time");--> statement-breakpoint
CREATE INDEX "announcements_user_id_index" ON "announcements" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "proposals_announcement_id_index" ON "proposals" USING btree ("announcement_id");--> statement-breakpoint
CREATE INDEX "proposals_driver_id_index" ON "proposals" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_live_per_driver_unique" ON "proposals" USING btree ("announcement_id","driver_id") WHERE "proposals"."status" in (0, 1);--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_accepted_per_announcement_unique" ON "proposals" USING btree ("announcement_id") WHERE "proposals"."status" = 1;