import { z } from 'zod';
import type { MessageKey } from './catalogs';
import type { MessageParams } from './format-message';
import { messageToken } from './message-token';
import * as rules from './rules';

/**
 * The standard rules of docs/product.md §5 on a string field, vee-validate style:
 * `zRules('required|min:3|alpha_dash', { field: 'Subdomain' })` or
 * `zRules({ required: true, between: [1, 48] }, { field: 'Hours' })`.
 * Without `required`, an empty string passes every rule. Messages are tokens (see message-token.ts).
 */
export type RuleSet = {
  required?: boolean;
  email?: boolean;
  min?: number;
  length?: number;
  digits?: number;
  between?: readonly [number, number];
  regex?: RegExp;
  alpha?: boolean;
  alpha_num?: boolean;
  alpha_dash?: boolean;
  integer?: boolean;
};
export type FieldOptions = { field?: string };

type Check = { key: MessageKey; params: MessageParams; test: (value: string) => boolean };

function numberArg(name: string, raw: string | undefined): number {
  const n = Number(raw);
  if (raw === undefined || raw === '' || Number.isNaN(n)) throw new Error(`Rule "${name}" needs a number, got "${raw ?? ''}"`);
  return n;
}

/** 'required|min:3|between:1,96' → RuleSet. `regex` needs the object form. */
export function parseRules(spec: string): RuleSet {
  const set: RuleSet = {};
  for (const part of spec.split('|').map((p) => p.trim()).filter(Boolean)) {
    const [name = '', args = ''] = part.split(':', 2);
    const list = args.split(',');
    const rule = name.replace('-', '_');
    if (rule === 'min' || rule === 'length' || rule === 'digits') set[rule] = numberArg(rule, list[0]);
    else if (rule === 'between') set.between = [numberArg(rule, list[0]), numberArg(rule, list[1])];
    else if (rule === 'required' || rule === 'email' || rule === 'alpha' || rule === 'alpha_num' || rule === 'alpha_dash' || rule === 'integer')
      set[rule] = true;
    else throw new Error(`Unknown validation rule "${name}"`);
  }
  return set;
}

function checksOf(set: RuleSet): Check[] {
  const checks: Check[] = [];
  const flag = (on: boolean | undefined, key: MessageKey, test: (v: string) => boolean) => {
    if (on) checks.push({ key, params: {}, test });
  };
  flag(set.required, 'required', rules.required);
  flag(set.email, 'email', rules.email);
  if (set.min !== undefined) checks.push({ key: 'min', params: { length: set.min }, test: (v) => rules.min(v, set.min ?? 0) });
  if (set.length !== undefined) checks.push({ key: 'length', params: { length: set.length }, test: (v) => rules.length(v, set.length ?? 0) });
  if (set.digits !== undefined) checks.push({ key: 'digits', params: { length: set.digits }, test: (v) => rules.digits(v, set.digits ?? 0) });
  if (set.between) {
    const [lo, hi] = set.between;
    checks.push({ key: 'between', params: { min: lo, max: hi }, test: (v) => rules.between(v, lo, hi) });
  }
  if (set.regex) {
    const re = set.regex;
    checks.push({ key: 'regex', params: {}, test: (v) => rules.regex(v, re) });
  }
  flag(set.alpha, 'alpha', rules.alpha);
  flag(set.alpha_num, 'alpha_num', rules.alphaNum);
  flag(set.alpha_dash, 'alpha_dash', rules.alphaDash);
  flag(set.integer, 'integer', rules.integer);
  return checks;
}

/** A string schema applying the rules in order and reporting only the first failing one, as vee-validate does. */
export function zRules(spec: string | RuleSet, options: FieldOptions = {}) {
  const checks = checksOf(typeof spec === 'string' ? parseRules(spec) : spec);
  const field: MessageParams = options.field ? { _field_: options.field } : {};
  return z.string({ error: messageToken('required', field) }).superRefine((value, ctx) => {
    const failed = checks.find((check) => !check.test(value));
    if (failed) ctx.addIssue({ code: 'custom', message: messageToken(failed.key, { ...failed.params, ...field }) });
  });
}
