import { describe, expect, it } from 'vitest';
import { formatBig, formatCount, formatDecimal, formatPower } from '../../src/format/numbers';

describe('numbers for people', () => {
  it('groups digits in the locale, bigints of any size too', () => {
    expect(formatCount(57344)).toBe('57,344');
    expect(formatCount(69450664761521361664274701548907358996488n)).toBe('69,450,664,761,521,361,664,274,701,548,907,358,996,488');
  });

  it('adds a power of ten to numbers too long to read, with three significant figures', () => {
    expect(formatBig(575780564)).toBe('575,780,564');
    expect(formatBig(69450664761521361664274701548907358996488n)).toMatch(/\(≈ 6\.95 × 10⁴⁰\)$/);
    expect(formatPower(1.2e27)).toBe('1.2 × 10²⁷');
    expect(formatPower(999.7)).toBe('1 × 10³');
    expect(formatPower(0)).toBe('0');
  });
});

describe('formatDecimal with fixed digits', () => {
  it('keeps a time’s tenth even when it is zero', () => {
    expect(formatDecimal(1, 1, true)).toBe('1.0');
    expect(formatDecimal(1, 1)).toBe('1');
    expect(formatDecimal(12.34, 1, true)).toBe('12.3');
  });
});
