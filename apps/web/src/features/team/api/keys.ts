/** Query keys of the Team tab; mutations invalidate through these. */
export const teamKeys = {
  all: () => ['team'] as const,
  members: () => ['team', 'members'] as const,
  invitations: () => ['team', 'invitations'] as const,
  services: (member: number) => ['team', 'services', member] as const,
};
