-- Issue #32.2 (D45): an account is erased on the API's server-to-server call. Its sessions, grants
-- and tokens are the oidc-provider rows whose payload names it; this index finds them.
CREATE INDEX oidc_payloads_account_id ON idp.oidc_payloads ((payload ->> 'accountId'))
  WHERE payload ? 'accountId';
