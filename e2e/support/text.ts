/** A RegExp matching `text` literally (for names that are only part of an accessible name). */
export function literal(text: string, flags = ''): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}

/** A RegExp matching names that start with `text` literally, up to its first `{{placeholder}}`. */
export function startsWithText(text: string): RegExp {
  return new RegExp(`^${literal(text.split('{{')[0] ?? '').source}`);
}
