-- Catalogue: the global category tree, each stylist's services and customers.
-- Assumes 0002 (customer_accounts) ran: a customer may be linked to a customer's sign-in account.

CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id integer REFERENCES categories (id) ON DELETE RESTRICT,
  slug text NOT NULL UNIQUE CHECK (slug ~ '^[a-z0-9]+(?:-[a-z0-9]+)*$'),
  name_en text NOT NULL,
  name_de text NOT NULL,
  name_fr text NOT NULL,
  name_pt text NOT NULL,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX categories_parent_idx ON categories (parent_id, position);

CREATE TABLE services (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(btrim(name)) > 0),
  price_cents integer NOT NULL CHECK (price_cents > 0),
  hourly boolean NOT NULL DEFAULT false,
  duration_minutes integer NOT NULL DEFAULT 45 CHECK (duration_minutes > 0),
  public boolean NOT NULL DEFAULT false,
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE RESTRICT,
  -- Soft delete: appointments keep pointing at the service, so their history stays intact.
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX services_stylist_idx ON services (stylist_id, id);
CREATE INDEX services_public_idx ON services (stylist_id) WHERE public AND deleted_at IS NULL;

CREATE TABLE customers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  customer_account_id bigint REFERENCES customer_accounts (id) ON DELETE SET NULL,
  name text NOT NULL,
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  notes text NOT NULL DEFAULT '',
  deleted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX customers_stylist_idx ON customers (stylist_id, id);
-- The same person is a customer of several stylists, but only once per stylist.
CREATE UNIQUE INDEX customers_stylist_account_key ON customers (stylist_id, customer_account_id)
  WHERE customer_account_id IS NOT NULL;
