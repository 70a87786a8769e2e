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
} as const;

export const DEMO_SUBDOMAINS = { anna: 'anna', bella: 'bella' } as const;
