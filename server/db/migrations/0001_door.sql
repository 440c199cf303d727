CREATE TABLE "access_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"user_name" text NOT NULL,
	"user_email" text NOT NULL,
	"user_role" text NOT NULL,
	"door_id" text NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "door_leases" (
	"door_id" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_logs_created_idx" ON "access_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "access_logs_user_created_idx" ON "access_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE FUNCTION "access_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The only change allowed is the foreign key's own ON DELETE SET NULL when a user is deleted.
  IF TG_OP = 'UPDATE' AND NEW.user_id IS NULL
    AND (NEW.id, NEW.user_name, NEW.user_email, NEW.user_role, NEW.door_id, NEW.result, NEW.reason, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.user_name, OLD.user_email, OLD.user_role, OLD.door_id, OLD.result, OLD.reason, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'access_logs is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "access_logs_append_only" BEFORE UPDATE OR DELETE ON "access_logs" FOR EACH ROW EXECUTE FUNCTION "access_logs_append_only"();
