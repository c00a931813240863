// Charge-code lookup (spec sections 5, 7, 9).
import { describe, expect, it, vi } from 'vitest';
import { chargeInputAction, FEE_CATEGORIES, labelOf, lookupCharge, PAY_METHODS, shouldLookup } from '../../../src/core/form/charge';

describe('charge codes', () => {
  it('looks up only when the trimmed text is longer than 5 characters', () => {
    expect(shouldLookup('12345')).toBe(false);
    expect(shouldLookup('  12345  ')).toBe(false);
    expect(shouldLookup('123456')).toBe(true);
    expect(shouldLookup(undefined)).toBe(false);
  });

  it('empty input clears the price table', () => {
    expect(chargeInputAction('   ')).toBe('clear');
    expect(chargeInputAction('')).toBe('clear');
    expect(chargeInputAction('123')).toBe('none');
    expect(chargeInputAction('1234567')).toBe('lookup');
  });

  it('sends { medicalCode } and accepts code 200 with data.id > 0', async () => {
    const item = { id: 3, medicalCode: '110200001', name: '挂号费' };
    const http = vi.fn(async () => ({ code: 200, data: item }));
    expect(await lookupCharge(' 110200001 ', http, '/x')).toEqual(item);
    expect(http).toHaveBeenCalledWith(expect.objectContaining({ url: '/x', method: 'POST', data: { medicalCode: '110200001' } }));
  });

  it('gives null for other codes, id 0 and failures (logged)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await lookupCharge('1234567', async () => ({ code: 500, data: { id: 1 } }))).toBeNull();
    expect(await lookupCharge('1234567', async () => ({ code: 200, data: { id: 0 } }))).toBeNull();
    expect(await lookupCharge('1234567', async () => { throw new Error('down'); })).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('has 8 pay methods and 12 fee categories with Chinese labels', () => {
    expect(PAY_METHODS).toHaveLength(8);
    expect(FEE_CATEGORIES).toHaveLength(12);
    expect(labelOf(PAY_METHODS, 0)).toBe('无需支付');
    expect(labelOf(FEE_CATEGORIES, '11')).toBe('其他费');
    expect(labelOf(FEE_CATEGORIES, 'x')).toBe('x');
  });
});
