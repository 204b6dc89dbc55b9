ALTER TABLE "live_instances" ADD COLUMN "leaving" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A live-play handshake claims its socket in one round trip (docs/decisions/0069, amendment 2).
-- The member's row is locked first, so two tabs opening at once on two processes are counted one
-- after the other: each statement of a plpgsql function reads what committed before it, so the
-- count sees the tab that held the lock. Tabs on a process that is leaving (handing its sockets
-- over) do not count against p_max. Answers how many sockets the member had on live processes
-- before this one, those being handed over included (0: this one brings them online), or null
-- when they already had p_max (the socket is not recorded).
CREATE FUNCTION "live_claim_socket"(
	p_socket_id text,
	p_user_id integer,
	p_instance_id text,
	p_max integer,
	p_stale_seconds integer
) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
	n_all integer;
	n_counted integer;
BEGIN
	PERFORM 1 FROM "users" WHERE "id" = p_user_id FOR UPDATE;
	SELECT count(*), count(*) FILTER (WHERE NOT i."leaving") INTO n_all, n_counted
		FROM "live_presence" p
		JOIN "live_instances" i ON i."id" = p."instance_id"
		WHERE p."user_id" = p_user_id AND i."seen_at" > now() - make_interval(secs => p_stale_seconds);
	IF n_counted >= p_max THEN
		RETURN NULL;
	END IF;
	INSERT INTO "live_presence" ("socket_id", "user_id", "instance_id")
		VALUES (p_socket_id, p_user_id, p_instance_id)
		ON CONFLICT DO NOTHING;
	RETURN n_all;
END
$$;
