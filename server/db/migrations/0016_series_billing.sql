CREATE TABLE "court_series_charges" (
	"series_id" uuid NOT NULL,
	"month" text NOT NULL,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "court_series_charges_series_id_month_pk" PRIMARY KEY("series_id","month")
);
--> statement-breakpoint
ALTER TABLE "court_series" ADD COLUMN "billing" text DEFAULT 'session' NOT NULL;--> statement-breakpoint
ALTER TABLE "court_series" ADD COLUMN "season_price_cents" integer;--> statement-breakpoint
ALTER TABLE "court_series" ADD COLUMN "billing_day" integer;--> statement-breakpoint
ALTER TABLE "court_series_charges" ADD CONSTRAINT "court_series_charges_series_id_court_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."court_series"("id") ON DELETE cascade ON UPDATE no action;