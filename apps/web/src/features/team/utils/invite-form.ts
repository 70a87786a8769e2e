import { createInvitationRequestSchema, type CreateInvitationRequest, type InvitedRole } from '@chairly/shared/members/contracts';
import { translateMessage } from '@chairly/shared/validation/message-token';

export type InviteValues = { email: string; role: InvitedRole };
export type InviteErrors = Partial<Record<keyof InviteValues, string>>;
export type InviteCheck = { ok: true; body: CreateInvitationRequest } | { ok: false; errors: InviteErrors };

/**
 * The invite form checked by the API's own contract (createInvitationRequestSchema), its messages
 * in the reader's language with the form's labels.
 */
export function checkInvite(values: InviteValues, language: string, labels: Record<keyof InviteValues, string>): InviteCheck {
  const parsed = createInvitationRequestSchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: InviteErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'role') && !errors[field])
      errors[field] = translateMessage(issue.message, language, { _field_: labels[field] });
  }
  return { ok: false, errors };
}
