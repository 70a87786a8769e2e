/**
 * Secrets that travel in URLs, taken out before a URL reaches a log line (issue #28.5): the calendar
 * feed's token, the payment sandbox's onboarding token and an invitation link's token (path
 * segments), and the value of every query parameter whose name says it is a credential (`token`,
 * `code`, `refresh_token`, `key`, `signature`, …), also inside an encoded URL in another parameter
 * (`?returnTo=%2F…%3Ftoken%3D…`).
 */
export const REDACTED = '[redacted]';

/** Path prefixes whose next segment is a credential (not `/api/calendar-feed/regenerate`). */
const FEED_PATH = '/api/calendar-feed/';
const ONBOARDING_PATH = '/sandbox/onboarding/';
/** Issue #34: an invitation link's token, on the app's page and on the API's look-up. */
const INVITATION_PATH = 'invitation';
const SECRET_PATH = /(\/api\/calendar-feed\/(?!regenerate(?:[/?#\s"']|$))|\/sandbox\/onboarding\/|\/api\/member-invitations\/|\/invitation\/)[^/?#\s"'&]+/g;

/** A credential's parameter name (whole name, any case), then `=` (or `%3D` in an encoded URL). */
const SECRET_NAME = String.raw`(?:[\w.-]*token|[\w.-]*secret|[\w.-]*password|[\w.-]*signature|[\w.-]*credential|(?:[\w.-]*[_.-]|api)?key|(?:[\w.-]*[_.-])?code|sig)`;
const SECRET_PARAM = new RegExp(String.raw`((?:[?&;]|%3F|%26)${SECRET_NAME}(?:=|%3D))(?:(?!%26)[^&#\s"'])+`, 'gi');

/**
 * The URL (or any text holding URLs, such as an error message) with its secrets replaced by
 * `[redacted]`. Cheap for most requests, since the request log calls it for every request: a URL
 * with no `?` and no secret path is returned as it is, without a regular expression.
 */
export function redactUrl(text: string): string {
  let out = text;
  if (out.includes(FEED_PATH) || out.includes(ONBOARDING_PATH) || out.includes(INVITATION_PATH)) out = out.replace(SECRET_PATH, `$1${REDACTED}`);
  if (out.includes('?')) out = out.replace(SECRET_PARAM, `$1${REDACTED}`);
  return out;
}
