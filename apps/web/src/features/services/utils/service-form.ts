import type { Category } from '@chairly/shared/categories/contracts';
import { DEFAULT_SERVICE_DURATION_MINUTES } from '@chairly/shared/constants';
import type { Service, ServiceInput, ServiceRequest } from '@chairly/shared/services/contracts';
import { translateMessage } from '@chairly/shared/validation/message-token';

export type ServiceFormValues = ServiceRequest;
export type ServiceFormOutput = ServiceInput;
export type ServiceField = keyof ServiceFormValues;

/** A new service: hourly No, public No, duration 45 (docs/product.md §9), no buffer or processing time; price and category still to choose. */
export function emptyServiceValues(): ServiceFormValues {
  return {
    name: '',
    // Unset until the stylist types a price / picks a category; the schema answers "required".
    price: undefined as unknown as number,
    hourly: false,
    duration: DEFAULT_SERVICE_DURATION_MINUTES,
    category: undefined as unknown as number,
    public: false,
    bufferMinutes: 0,
    processingStartMinutes: 0,
    processingMinutes: 0,
    depositMode: 'default',
    depositValue: null,
  };
}

export function serviceToValues(service: Service): ServiceFormValues {
  return {
    name: service.name,
    price: service.price,
    hourly: service.hourly,
    duration: service.duration,
    category: service.category.id,
    public: service.public,
    bufferMinutes: service.bufferMinutes,
    processingStartMinutes: service.processingStartMinutes,
    processingMinutes: service.processingMinutes,
    depositMode: service.depositMode,
    depositValue: service.depositValue,
  };
}

/** A form error (a shared message token, or a server's English sentence) in the user's language, with the field's label. */
export function fieldMessage(message: string | undefined, language: string, label: string): string | undefined {
  if (!message) return undefined;
  return translateMessage(message, language, { _field_: label });
}

export type CategoryOption = { value: string; label: string; depth: number };

/** The category tree as nested select options: each parent followed by its children, indented. */
export function categoryOptions(categories: readonly Category[]): CategoryOption[] {
  const children = new Map<number | null, Category[]>();
  for (const category of categories) children.set(category.parent, [...(children.get(category.parent) ?? []), category]);
  const out: CategoryOption[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const category of children.get(parent) ?? []) {
      out.push({ value: String(category.id), label: category.name, depth });
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
