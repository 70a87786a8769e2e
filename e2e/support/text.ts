/** A RegExp matching `text` literally (for names that are only part of an accessible name). */
export function literal(text: string, flags = ''): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}
