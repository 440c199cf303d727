DROP INDEX "bookings_court_date_idx";--> statement-breakpoint
CREATE INDEX "bookings_court_date_idx" ON "bookings" USING btree ("court_id","date_booked","starts_at","status","payment_status");