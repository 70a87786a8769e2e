import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** An add/edit form validated by the shared contract (`resolver`); a failed save's field errors land on `fields`. */
export function useResourceForm<V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, fields: readonly FieldPath<V>[], values: V) {
  const form = useForm<V, unknown, O>({
    resolver,
    defaultValues: values as DefaultValues<V>,
    // Validate on submit, then live: a message appearing on blur would shift the buttons under the pointer.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  /** Puts a failed save's field messages on the form; answers whether any field got one. */
  const showServerErrors = (error: unknown): boolean => {
    if (!(error instanceof ApiError) || !error.fields) return false;
    const known = Object.entries(error.fields).filter(([field]) => (fields as readonly string[]).includes(field));
    for (const [field, message] of known) form.setError(field as FieldPath<V>, { message });
    return known.length > 0;
  };
  return { form, showServerErrors };
}
