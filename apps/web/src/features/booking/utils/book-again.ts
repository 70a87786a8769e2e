type BookedService = { id: number; name: string };

/**
 * "Book again" with what the stylist offers now (issue #31.11): the booking's services she still
 * offers, in their order and once each, and the names of those she no longer offers, to be told
 * rather than silently dropped. `offered` null (her list could not be read): all are kept.
 */
export function splitOffered(services: readonly BookedService[], offered: ReadonlySet<number> | null): { serviceIds: number[]; leftOut: string[] } {
  const once = services.filter((service, i) => services.findIndex((s) => s.id === service.id) === i);
  const kept = offered ? once.filter((service) => offered.has(service.id)) : once;
  return {
    serviceIds: kept.map((service) => service.id),
    leftOut: once.filter((service) => !kept.includes(service)).map((service) => service.name),
  };
}
