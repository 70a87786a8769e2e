export const cardsKeys = {
  list: () => ['cards', 'list'] as const,
};
