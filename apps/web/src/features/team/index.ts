/** Issue #34: the Team tab of the settings screen (members, roles, invitations). */
export { TeamTab } from './components/team-tab';
