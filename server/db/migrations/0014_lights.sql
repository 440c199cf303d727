CREATE TABLE "court_lights" (
	"court_id" uuid PRIMARY KEY NOT NULL,
	"driver" text NOT NULL,
	"url" text,
	"topic" text,
	"on" boolean DEFAULT false NOT NULL,
	"since" timestamp with time zone,
	"reason" text DEFAULT 'idle' NOT NULL,
	"manual_on" boolean,
	"manual_until" timestamp with time zone,
	"manual_by" uuid,
	"last_error" text,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "light_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "light_switches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"court_id" uuid NOT NULL,
	"on" boolean NOT NULL,
	"reason" text NOT NULL,
	"booking_id" uuid,
	"user_id" uuid,
	"ok" boolean NOT NULL,
	"answer" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "court_lights" ADD CONSTRAINT "court_lights_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_lights" ADD CONSTRAINT "court_lights_manual_by_users_id_fk" FOREIGN KEY ("manual_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "light_switches" ADD CONSTRAINT "light_switches_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "light_switches" ADD CONSTRAINT "light_switches_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "light_switches" ADD CONSTRAINT "light_switches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "light_switches_court_at_idx" ON "light_switches" USING btree ("court_id","at");