ALTER TABLE "court_series" ADD COLUMN "monthly_payment" text DEFAULT 'wallet' NOT NULL;--> statement-breakpoint
ALTER TABLE "court_series" ADD COLUMN "payment_method_id" text;--> statement-breakpoint
ALTER TABLE "court_series_charges" ADD COLUMN "gateway_id" text;