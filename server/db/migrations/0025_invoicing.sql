CREATE TABLE "billing_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" integer NOT NULL,
	"invoice_id" uuid NOT NULL,
	"record" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"state" text NOT NULL,
	"code" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_records_position_unique" UNIQUE("position")
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"payer_id" uuid,
	"subject" text NOT NULL,
	"booking_id" uuid,
	"lines" jsonb NOT NULL,
	"description" text NOT NULL,
	"description_message" jsonb,
	"total_cents" integer NOT NULL,
	"corrects_id" uuid,
	"replaces_id" uuid,
	"recipient" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"series" text,
	"year" integer,
	"consecutive" integer,
	"number" text,
	"issued_at" timestamp with time zone,
	"issuer" jsonb,
	"verifactu" boolean,
	"voided_at" timestamp with time zone,
	CONSTRAINT "invoices_seq_unique" UNIQUE("seq"),
	CONSTRAINT "invoices_source_unique" UNIQUE("source"),
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_type" CHECK ("invoices"."type" IN ('F1', 'F2', 'R1', 'R5'))
);
--> statement-breakpoint
CREATE TABLE "invoicing_settings" (
	"id" text PRIMARY KEY DEFAULT 'club' NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_send_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_records" ADD CONSTRAINT "billing_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_payer_id_users_id_fk" FOREIGN KEY ("payer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_records_pending_idx" ON "billing_records" USING btree ("position") WHERE "billing_records"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "billing_records_invoice_idx" ON "billing_records" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_payer_idx" ON "invoices" USING btree ("payer_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_subject_idx" ON "invoices" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "invoices_unnumbered_idx" ON "invoices" USING btree ("seq") WHERE "invoices"."number" IS NULL;--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
-- A ticket once numbered is never edited nor deleted (art. 8 RD 1007/2023: records are unalterable);
-- only the payer's link (ON DELETE SET NULL) and the void mark may change.
CREATE FUNCTION "invoices_unalterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'invoices are never deleted';
  END IF;
  IF OLD.number IS NULL
    OR (to_jsonb(NEW) - 'payer_id' - 'voided_at') = (to_jsonb(OLD) - 'payer_id' - 'voided_at')
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'a numbered invoice is never edited';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_unalterable" BEFORE UPDATE OR DELETE ON "invoices" FOR EACH ROW EXECUTE FUNCTION "invoices_unalterable"();
--> statement-breakpoint
-- A billing record keeps its content and place in the chain; only AEAT's answer is written to it.
CREATE FUNCTION "billing_records_unalterable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (NEW.id, NEW.position, NEW.invoice_id, NEW.record::text, NEW.fingerprint, NEW.created_at)
      IS NOT DISTINCT FROM (OLD.id, OLD.position, OLD.invoice_id, OLD.record::text, OLD.fingerprint, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'billing records are unalterable';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "billing_records_unalterable" BEFORE UPDATE OR DELETE ON "billing_records" FOR EACH ROW EXECUTE FUNCTION "billing_records_unalterable"();
