CREATE TABLE "club_calendar_days" (
	"date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "court_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"court_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_time" text NOT NULL,
	"minutes" integer NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"player_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "court_series_dates" (
	"series_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"detail" text DEFAULT '' NOT NULL,
	"booking_id" uuid,
	CONSTRAINT "court_series_dates_series_id_date_pk" PRIMARY KEY("series_id","date")
);
--> statement-breakpoint
ALTER TABLE "club_calendar_days" ADD CONSTRAINT "club_calendar_days_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_series" ADD CONSTRAINT "court_series_court_id_courts_id_fk" FOREIGN KEY ("court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_series" ADD CONSTRAINT "court_series_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_series" ADD CONSTRAINT "court_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_series_dates" ADD CONSTRAINT "court_series_dates_series_id_court_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."court_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "court_series_dates" ADD CONSTRAINT "court_series_dates_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "court_series_court_idx" ON "court_series" USING btree ("court_id","weekday");--> statement-breakpoint
CREATE INDEX "court_series_holder_idx" ON "court_series" USING btree ("holder_id");--> statement-breakpoint
CREATE INDEX "court_series_dates_booking_idx" ON "court_series_dates" USING btree ("booking_id");