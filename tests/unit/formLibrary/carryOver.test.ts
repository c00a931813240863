// Which values survive a change of event category (issue 31 §2): the same model, a compatible kind, a value
// the new field can take; the others named by their titles; empty values neither kept nor lost.
import { describe, expect, it } from 'vitest';
import { carryOver, valueShape } from '../../../src/core/formLibrary/carryOver.ts';
import type { Widget } from '../../../src/core/form/types.ts';

const w = (type: string, model: string, name: string, options: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) =>
  ({ type, model, name, key: `k_${model}`, options, rules: [], ...extra }) as unknown as Widget;
const form = (...list: unknown[]) => ({ list, config: {} });
const grid = (...cells: unknown[]) => ({ type: 'grid', model: `grid_${cells.length}`, name: '栅格布局', key: 'g', options: {}, columns: cells.map((c) => ({ span: 12, list: [c] })) });
const opts = (...values: string[]) => ({ options: values.map((v) => ({ value: v, label: v })) });

describe('carryOver', () => {
  it('keeps the fields both forms have, wherever they sit, and names the others by their titles', () => {
    const from = form(grid(w('input', 'patient', '患者姓名'), w('number', 'age', '年龄')), w('textarea', 'story', '事件经过'), w('input', 'drug', '药品'));
    const to = form(w('input', 'patient', '患者'), w('textarea', 'story', '经过'), grid(w('number', 'age', '年龄')));
    const r = carryOver(from, to, { patient: '张三', age: 65, story: '夜间跌倒', drug: '胰岛素' });
    expect(r.values).toEqual({ patient: '张三', age: 65, story: '夜间跌倒' });
    expect(r.lost).toEqual([{ model: 'drug', title: '药品' }]);
  });

  it('values nobody typed (empty, or the field\'s starting value) are neither kept nor lost; ignored models are not named', () => {
    const from = form(w('input', 'a', 'A'), w('input', 'b', 'B'), w('input', 'reporter_name', '上报人'), w('checkbox', 'c', 'C'),
      w('switch', 'harm', '是否造成伤害'), w('radio', 'r', 'R', { defaultValue: '否', ...opts('是', '否') }));
    const r = carryOver(from, form(), { a: '', b: null, c: [], reporter_name: '李秀梅', harm: false, r: '否' }, { ignore: ['reporter_name'] });
    expect(r).toEqual({ values: {}, lost: [] });
    expect(carryOver(from, form(), { harm: true }).lost).toEqual([{ model: 'harm', title: '是否造成伤害' }]);
  });

  it('a compatible kind keeps the value: text to text, number to number, one choice to one choice', () => {
    const from = form(w('input', 't', 'T'), w('number', 'n', 'N'), w('radio', 'r', 'R', opts('高', '低')));
    const to = form(w('textarea', 't', 'T'), w('rate', 'n', 'N'), w('select', 'r', 'R', opts('高', '中', '低')));
    expect(carryOver(from, to, { t: 'x', n: 3, r: '高' })).toEqual({ values: { t: 'x', n: 3, r: '高' }, lost: [] });
  });

  it('another kind of value, or a choice the new field does not offer, is not kept', () => {
    const from = form(w('input', 'a', '甲'), w('radio', 'b', '乙', opts('是', '否')), w('checkbox', 'c', '丙', opts('x', 'y')), w('select', 'd', '丁', { multiple: true, ...opts('1', '2') }));
    const to = form(w('number', 'a', '甲'), w('radio', 'b', '乙', opts('有', '无')), w('radio', 'c', '丙', opts('x', 'y')), w('checkbox', 'd', '丁', opts('1', '2')));
    const r = carryOver(from, to, { a: '12', b: '是', c: ['x'], d: ['1'] });
    expect(r.values).toEqual({ d: ['1'] });
    expect(r.lost.map((l) => l.title)).toEqual(['甲', '乙', '丙']);
  });

  it('dates keep their value only in the same format; ranges only as ranges', () => {
    expect(valueShape(w('date', 'd', 'D', { type: 'date', format: 'yyyy-MM-dd' }))).not.toBe(valueShape(w('date', 'd', 'D', { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' })));
    expect(valueShape(w('slider', 's', 'S', { range: true }))).not.toBe(valueShape(w('slider', 's', 'S', {})));
    const from = form(w('date', 'when', '发生时间', { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }));
    const same = form(w('date', 'when', '时间', { type: 'datetime', format: 'yyyy-MM-dd HH:mm:ss' }));
    const day = form(w('date', 'when', '日期', { type: 'date', format: 'yyyy-MM-dd' }));
    expect(carryOver(from, same, { when: '2026-01-02 03:04:05' }).values).toEqual({ when: '2026-01-02 03:04:05' });
    expect(carryOver(from, day, { when: '2026-01-02 03:04:05' }).lost).toEqual([{ model: 'when', title: '发生时间' }]);
  });

  it('the "other" text goes with its field; a remote option list takes any value', () => {
    const from = form(w('radioOther', 'place', '地点', opts('病房', '走廊'), { otherModel: 'place_other' }), w('select', 'dept', '科室', { remote: 99 }));
    const to = form(w('radioOther', 'place', '地点', opts('病房', '卫生间')), w('select', 'dept', '科室', { remote: 99 }));
    const r = carryOver(from, to, { place: '其他', place_other: '楼梯间', dept: 'D0801' });
    expect(r.values).toEqual({ place: '其他', place_other: '楼梯间', dept: 'D0801' });
  });

  it('a subform keeps its rows when the new subform has their columns', () => {
    const sub = (model: string, ...cols: string[]) => ({ type: 'subform', model, name: '用药', key: `k_${model}`, options: {}, columns: cols.map((c) => ({ span: 8, list: [w('input', c, c)] })) });
    const rows = [{ drug: 'A', dose: '1', status: 1 }];
    expect(carryOver(form(sub('meds', 'drug', 'dose')), form(sub('meds', 'drug', 'dose', 'route')), { meds: rows }).values).toEqual({ meds: rows });
    expect(carryOver(form(sub('meds', 'drug', 'dose')), form(sub('meds', 'drug')), { meds: rows }).lost).toEqual([{ model: 'meds', title: '用药' }]);
  });

  it('display widgets and layout carry nothing; a field without a title is named by its model', () => {
    const from = form({ type: 'divider', model: 'divider_1', name: '分割线', key: 'd', options: {} }, w('input', 'x', ''));
    expect(carryOver(from, form(), { divider_1: '患者信息', x: 'v' }).lost).toEqual([{ model: 'x', title: 'x' }]);
  });
});
