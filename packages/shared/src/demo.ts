/**
 * Demo accounts of the embedded default (docs/architecture.md §1). The dev identity provider seeds these accounts
 * with these fixed subjects, and the API's demo data links its stylists and customers to the same
 * subjects, so both seeds agree without talking to each other.
 */
export const DEMO_PASSWORD = 'Chairly-demo1!';

export const DEMO_ACCOUNTS = {
  anna: { sub: '6f1b7c2e-5a41-4c1e-9a0f-0a6e1d2b3c41', email: 'anna@chairly.test', name: 'Anna', lastName: 'Berg' },
  bella: { sub: '0c9e4d2a-7b3f-4e5a-8c1d-2f3a4b5c6d72', email: 'bella@chairly.test', name: 'Bella', lastName: 'Costa' },
  newStylist: { sub: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c63', email: 'new.stylist@chairly.test', name: 'Nora', lastName: 'Neu' },
  carla: { sub: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b04', email: 'carla@chairly.test', name: 'Carla', lastName: 'Dias' },
  // Issue #34: the team salon "Studio" — its owner and two members (DEMO_TEAM).
  studio: { sub: '4c616b0b-e3ca-440a-a071-32e9cc7b342e', email: 'studio@chairly.test', name: 'Sara', lastName: 'Lind' },
  dana: { sub: 'b340b01d-b61c-437f-8e75-d4333c1ed976', email: 'dana@chairly.test', name: 'Dana', lastName: 'Rossi' },
  eli: { sub: '489dd2a7-a79f-4784-a663-3a56ec962fba', email: 'eli@chairly.test', name: 'Eli', lastName: 'Novak' },
} as const;

export const DEMO_SUBDOMAINS = { anna: 'anna', bella: 'bella' } as const;

/**
 * Issue #34 (D60): a salon of three beside Anna's one-chair business — the owner `studio` and her
 * members (their roles), on the subdomain `studio`. Not in DEMO_SUBDOMAINS: the single-stylist
 * demo seeds and the checks that count their rows stay as they are.
 */
export const DEMO_TEAM = {
  subdomain: 'studio',
  businessName: 'Studio',
  owner: 'studio',
  members: { eli: 'manager', dana: 'staff' },
} as const;
