/** Issue #34: the Team tab of the settings screen (members, roles, invitations). */
export { TeamTab } from './components/team-tab';
/** Issue #34 stage 2: the members list and a member's initials, for the calendar's columns and filter. */
export { useMembers } from './api/members';
export { initialsOf } from './utils/initials';
/** Issue #34 (D68): the member filter of the appointment list and the customers screen. */
export { MemberFilterSelect } from './components/member-filter-select';
export { parseMemberParam } from './utils/filterable-members';
