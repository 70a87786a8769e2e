/**
 * A stylist's host installs as two apps (apps/api/src/modules/web-manifest): her back office and,
 * for customers, her booking page. index.html links the back office's manifest; the customer pages
 * (under /services/ and the review link) link the booking app's, so "Add to home screen" there
 * starts at the booking page instead of her sign-in.
 */
export function manifestHref(pathname: string): string {
  const customerPage = pathname.startsWith('/services/') || pathname.startsWith('/appointment/');
  return customerPage ? '/manifest.webmanifest?app=booking' : '/manifest.webmanifest';
}

/** Points the page's manifest link at the app the address belongs to. */
export function linkManifest(pathname = window.location.pathname): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  const href = manifestHref(pathname);
  if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
}
