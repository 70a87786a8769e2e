import { z } from 'zod';

/**
 * An invitation link's token (base64url; issue #34): the sign-in and the invitation page take the
 * same. A file of its own so the API token's contracts, in every page's first chunk, need nothing
 * more of the members' contracts.
 */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid invitation');
