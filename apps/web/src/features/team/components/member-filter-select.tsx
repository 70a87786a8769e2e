import { NativeSelect } from '@mantine/core';
import { readApiToken } from '@/lib/cookies';
import { useSession } from '@/lib/session';
import { decodeTokenClaims } from '@/lib/token-claims';
import { useMembers } from '../api/members';
import { filterableMembers } from '../utils/filterable-members';

type Props = {
  /** The chosen member's id, or null for everyone. */
  value: number | null;
  onChange: (member: number | null) => void;
  /** In the screen's own words (its namespace): the select's label and the "everyone" entry. */
  labels: { label: string; everyone: string };
  /** Space below it, where it stands alone above a list. */
  mb?: string;
};

/**
 * Issue #34 (D68): "Everyone" or one member, for the appointment list and the customers screen.
 * Shown only when there is more than one member to choose from (a one-member business's screens
 * look as they did).
 */
export function MemberFilterSelect({ value, onChange, labels, mb }: Props) {
  const { memberRole } = useSession();
  const team = useMembers();
  const members = filterableMembers(team.data?.['hydra:member'] ?? [], memberRole, decodeTokenClaims(readApiToken())?.memberId ?? null);
  if (members.length < 2) return null;
  const data = [{ value: '', label: labels.everyone }, ...members.map((m) => ({ value: String(m.id), label: m.name }))];
  return (
    <NativeSelect
      label={labels.label}
      data={data}
      value={value !== null && members.some((m) => m.id === value) ? String(value) : ''}
      onChange={(event) => onChange(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
      w={{ base: '100%', xs: 200 }}
      mb={mb}
    />
  );
}
