import { act, renderHook } from '@testing-library/react';
import type { Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { useResourceForm } from './use-resource-form';

type Values = { name: string; price: number };
const accept: Resolver<Values, unknown, Values> = async (values) => ({ values, errors: {} });

function renderForm() {
  return renderHook(() => useResourceForm<Values, Values>(accept, ['name', 'price'], { name: '', price: 0 })).result;
}

describe('useResourceForm server errors', () => {
  it("puts the server's messages on the form's own fields and says so", () => {
    const result = renderForm();
    const error = new ApiError(422, { code: 'VALIDATION', message: 'invalid', fields: { name: 'Already taken', owner: 'ignored' } });
    let shown = false;
    act(() => {
      shown = result.current.showServerErrors(error);
    });
    expect(shown).toBe(true);
    expect(result.current.form.getFieldState('name').error?.message).toBe('Already taken');
    expect(result.current.form.getFieldState('price').error).toBeUndefined();
  });

  it('answers false when no field of the form is named, or for other errors', () => {
    const result = renderForm();
    expect(result.current.showServerErrors(new ApiError(422, { code: 'VALIDATION', message: 'invalid', fields: { owner: 'x' } }))).toBe(false);
    expect(result.current.showServerErrors(new ApiError(500, { code: 'INTERNAL', message: 'boom' }))).toBe(false);
    expect(result.current.showServerErrors(new Error('offline'))).toBe(false);
  });
});
