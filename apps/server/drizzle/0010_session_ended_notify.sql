-- Every server caches the sessions it has checked; any ended session (logout, log out
-- everywhere, password change, account deletion, the expiry sweep, a cascade from a
-- deleted user, a manual DELETE) is announced to all of them when its transaction commits.
CREATE FUNCTION "session_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_ended', OLD."id"::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "session_ended_notify"();
