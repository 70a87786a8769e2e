-- Issue #31.10: whether the account's e-mail address is confirmed (the ID token's `email_verified`,
-- recorded at every sign-in). Messages go to an unconfirmed address by SMS only. Accounts made
-- before (the demo seed, issuers without the claim) count as confirmed: only an explicit false holds.
ALTER TABLE stylists ADD COLUMN email_verified boolean NOT NULL DEFAULT true;
ALTER TABLE customer_accounts ADD COLUMN email_verified boolean NOT NULL DEFAULT true;
