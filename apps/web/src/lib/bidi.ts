/**
 * Text that reads left to right in every language (a phone number, an e-mail address) placed in a
 * translated sentence: wrapped in Unicode's left-to-right isolate (LRI … PDI), an Arabic sentence
 * keeps it whole and in order ("اتصل بـ +49 30 1234567", not "… 1234567 30 49+"). docs/decisions.md D36.
 */
export function ltrIsolate(text: string): string {
  return `\u2066${text}\u2069`;
}
