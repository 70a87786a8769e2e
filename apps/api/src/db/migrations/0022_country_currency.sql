-- Issue #29 (1): each stylist's country (ISO 3166-1 alpha-2, the default region for phone numbers
-- and public holidays) and currency (ISO 4217, upper case; every amount of hers is an integer in
-- its minor unit). A stylist registered before this keeps what she had: her holiday country, and
-- the currency of her last charge. Those with no charge yet get the deployment's PAYMENT_CURRENCY
-- when the server starts (the migration cannot read the settings); see stylists.repository.
ALTER TABLE stylists ADD COLUMN country text CHECK (country ~ '^[A-Z]{2}$');
ALTER TABLE stylists ADD COLUMN currency text CHECK (currency ~ '^[A-Z]{3}$');

UPDATE stylists SET country = upper(holiday_country) WHERE holiday_country ~* '^[a-z]{2}$';

UPDATE stylists s SET currency = upper(c.currency)
  FROM (SELECT DISTINCT ON (stylist_id) stylist_id, currency FROM payment_charges ORDER BY stylist_id, id DESC) c
 WHERE c.stylist_id = s.id AND c.currency ~* '^[a-z]{3}$';
