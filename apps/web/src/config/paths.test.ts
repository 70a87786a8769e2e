import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('encodes values but keeps route patterns, so the route table matches real URLs', () => {
    expect(paths.serviceEdit(12)).toBe('/apps/services/12/edit');
    expect(paths.serviceEdit(':id')).toBe('/apps/services/:id/edit');
    expect(paths.customerEdit(':id')).toBe('/apps/customers/:id/edit');
    expect(paths.appointmentReview(':appointmentUuid')).toBe('/appointment/:appointmentUuid/review');
    expect(paths.subscriptionReturn('a b/c')).toBe('/subscription/return/a%20b%2Fc');
    expect(paths.bookingDetail(':x y')).toBe('/services/booking/%3Ax%20y');
  });
});
