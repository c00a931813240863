import { describe, expect, it } from 'vitest';
import {
  LIMITS, clampLabelWidth, clampMinMax, clampOptionsPatch, clampStep, clampTextLength,
} from '../../../src/core/designer/index.ts';

describe('designer number limits (spec §5)', () => {
  it('publishes the ranges for the config panel', () => {
    expect(LIMITS).toEqual({
      minMax: { min: 0, max: 100 }, textLength: { min: 0, max: 500 }, step: { min: 0, max: 100 },
      labelWidth: { min: 0, max: 200, step: 10 },
    });
  });

  it('clamps numbers and numeric text, and passes unset or non-numeric values through', () => {
    expect([clampMinMax(-1), clampMinMax(50), clampMinMax(101)]).toEqual([0, 50, 100]);
    expect([clampTextLength(501), clampTextLength(0)]).toEqual([500, 0]);
    expect([clampStep(-3), clampStep(0.5)]).toEqual([0, 0.5]);
    expect([clampLabelWidth(210), clampLabelWidth('120'), clampLabelWidth(-5)]).toEqual([200, 120, 0]);
    expect([clampMinMax(''), clampMinMax(null), clampMinMax(undefined), clampMinMax('abc')]).toEqual(['', null, undefined, 'abc']);
  });

  it('clamps only the limited keys of the widget type', () => {
    expect(clampOptionsPatch('number', { min: -1, max: 500, step: 200, width: '1000' }))
      .toEqual({ min: 0, max: 100, step: 100, width: '1000' });
    expect(clampOptionsPatch('rate', { max: 10 })).toEqual({ max: 10 });
    expect(clampOptionsPatch('input', { labelWidth: 999 })).toEqual({ labelWidth: 200 });
  });
});
