-- Issue #34, stage 1: a business (today's stylist account and subdomain) has members (D60).
-- The stylist row stays the business: every tenant-scoped table keeps its stylist_id. A member is a
-- person working in it: the owner (today's stylist, made here for every existing one and by a
-- trigger for every new one) and the staff she invites. A business with one member behaves exactly
-- as before: every appointment written without a member belongs to the owner.

CREATE TABLE members (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The business.
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  -- OpenID Connect `sub` of her account: one business per person. The owner's is the stylist's.
  auth_subject text NOT NULL UNIQUE,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'staff')),
  active boolean NOT NULL DEFAULT true,
  photo text,
  -- Offered on the public page ("anyone available" and by name).
  takes_online_bookings boolean NOT NULL DEFAULT true,
  -- Staff see the whole team's calendar (read only) when the owner allows it.
  sees_team_calendar boolean NOT NULL DEFAULT false,
  -- Order on the public page and in the calendar's columns (then id).
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The owner is always active and is the stylist account itself.
  CHECK (role <> 'owner' OR active)
);
CREATE UNIQUE INDEX members_one_owner_idx ON members (stylist_id) WHERE role = 'owner';
CREATE UNIQUE INDEX members_email_idx ON members (stylist_id, lower(email));

-- The owner mirrors the stylist account: her name, e-mail, photo and `sub` are the stylist's.
CREATE FUNCTION stylists_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO members (stylist_id, auth_subject, email, name, role, photo)
    VALUES (NEW.id, NEW.auth_subject, NEW.email, btrim(NEW.name || ' ' || NEW.lastname), 'owner', NEW.profile_image);
  ELSE
    UPDATE members
       SET auth_subject = NEW.auth_subject, email = NEW.email, name = btrim(NEW.name || ' ' || NEW.lastname),
           photo = NEW.profile_image, updated_at = now()
     WHERE stylist_id = NEW.id AND role = 'owner';
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER stylists_owner_member_insert AFTER INSERT ON stylists
  FOR EACH ROW EXECUTE FUNCTION stylists_owner_member();
CREATE TRIGGER stylists_owner_member_update AFTER UPDATE OF auth_subject, email, name, lastname, profile_image ON stylists
  FOR EACH ROW EXECUTE FUNCTION stylists_owner_member();

INSERT INTO members (stylist_id, auth_subject, email, name, role, photo)
SELECT id, auth_subject, email, btrim(name || ' ' || lastname), 'owner', profile_image FROM stylists;

-- Invitations: the link carries a random token; the table keeps its SHA-256 (hex). One open
-- invitation per address and business (a new one replaces it). Accepting makes the member.
CREATE TABLE member_invitations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('manager', 'staff')),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by bigint REFERENCES members (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  member_id bigint REFERENCES members (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX member_invitations_open_idx ON member_invitations (stylist_id, lower(email)) WHERE accepted_at IS NULL;

-- Every appointment belongs to one member; written without one, to the business's owner. (Stage 1
-- keeps the exclusion constraint per business: stage 2 keys it per member with each member's week.)
ALTER TABLE appointments ADD COLUMN member_id bigint REFERENCES members (id);
UPDATE appointments a SET member_id = m.id FROM members m WHERE m.stylist_id = a.stylist_id AND m.role = 'owner';
CREATE FUNCTION appointments_default_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS NULL THEN
    SELECT id INTO NEW.member_id FROM members WHERE stylist_id = NEW.stylist_id AND role = 'owner';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER appointments_default_member BEFORE INSERT ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_default_member();
ALTER TABLE appointments ALTER COLUMN member_id SET NOT NULL;
CREATE INDEX appointments_member_starts_idx ON appointments (member_id, starts_at);

-- A member's session: her refresh tokens name her, so a refresh rebuilds her claims as stored now
-- (a deactivated member's refresh fails). Null for the owner's sessions made before this migration.
ALTER TABLE refresh_tokens ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
