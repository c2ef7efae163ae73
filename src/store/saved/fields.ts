import { isRecord } from './kept';

/** A check of one saved field: whether the value read is one the page can use. */
export type FieldCheck<T> = (value: unknown) => value is T;

export type FieldChecks<T> = { readonly [K in keyof T]-?: FieldCheck<T[K]> };

/**
 * Reads a saved object field by field: each good field is kept, each bad or missing one is left
 * out (the page's default stands), and `bad` says whether anything was left out, so one bad
 * field never costs the others.
 */
export function readFields<T>(data: unknown, checks: FieldChecks<T>): { value: Partial<T>; bad: boolean } {
  if (!isRecord(data)) return { value: {}, bad: true };
  const value: Partial<T> = {};
  let bad = false;
  for (const field of Object.keys(checks) as (keyof T)[]) {
    const read = data[field as string];
    if (checks[field](read)) value[field] = read;
    else bad = true;
  }
  return { value, bad };
}

export const isBoolean: FieldCheck<boolean> = (value): value is boolean => typeof value === 'boolean';

export function isWhole(min: number, max: number): FieldCheck<number> {
  return (value): value is number => Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max;
}

export function isOneOf<T extends string | number>(values: readonly T[]): FieldCheck<T> {
  return (value): value is T => (values as readonly unknown[]).includes(value);
}

export function isShortText(max: number): FieldCheck<string> {
  return (value): value is string => typeof value === 'string' && value.length <= max;
}

export function isWholeList(max: number, maxLength: number): FieldCheck<number[]> {
  const whole = isWhole(0, max);
  return (value): value is number[] => Array.isArray(value) && value.length <= maxLength && value.every(whole);
}

export function orNull<T>(check: FieldCheck<T>): FieldCheck<T | null> {
  return (value): value is T | null => value === null || check(value);
}
