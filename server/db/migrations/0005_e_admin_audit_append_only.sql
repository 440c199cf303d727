-- The admin audit log is append-only, enforced by the database itself.
CREATE FUNCTION "admin_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The only change allowed is the foreign key's own ON DELETE SET NULL when an admin is deleted.
  IF TG_OP = 'UPDATE' AND NEW.admin_id IS NULL
    AND (NEW.id, NEW.admin_name, NEW.admin_email, NEW.action, NEW.entity_type, NEW.entity_id, NEW.before::text, NEW.after::text, NEW.created_at)
      IS NOT DISTINCT FROM
        (OLD.id, OLD.admin_name, OLD.admin_email, OLD.action, OLD.entity_type, OLD.entity_id, OLD.before::text, OLD.after::text, OLD.created_at)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'admin_audit_log is append-only';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "admin_audit_log_append_only" BEFORE UPDATE OR DELETE ON "admin_audit_log" FOR EACH ROW EXECUTE FUNCTION "admin_audit_log_append_only"();
