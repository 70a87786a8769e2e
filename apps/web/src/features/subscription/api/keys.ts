export const subscriptionKeys = {
  all: ['subscription'] as const,
  plans: () => [...subscriptionKeys.all, 'plans'] as const,
  status: () => [...subscriptionKeys.all, 'status'] as const,
};
