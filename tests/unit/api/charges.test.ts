import { describe, expect, it } from 'vitest';
import { createChargesApi } from '../../../src/core/api/charges.ts';
import type { HttpFn, HttpRequest } from '../../../src/core/form/types.ts';

function fakeHttp(answer: (req: HttpRequest) => unknown) {
  const calls: HttpRequest[] = [];
  const http: HttpFn = async (req) => (calls.push(req), answer(req));
  return { http, calls };
}

describe('charges api', () => {
  it('searches a page of the catalogue', async () => {
    const { http, calls } = fakeHttp(() => ({ code: 200, data: { list: [{ id: 1 }], count: 9 } }));
    expect(await createChargesApi(http).search({ pageIndex: 2, name: ' x ', payMethod: 'A' })).toEqual({ list: [{ id: 1 }], count: 9 });
    expect(calls[0]).toMatchObject({ url: '/api/v1/priceNo/list', method: 'GET', params: { pageIndex: 2, pageSize: 5, name: 'x', payMethod: 'A' } });
  });
  it('throws the server message of a refused search', async () => {
    await expect(createChargesApi(fakeHttp(() => ({ code: 500, msg: 'no' })).http).search({ pageIndex: 1 })).rejects.toThrow('no');
  });
  it('reads a dictionary, else the built-in list', async () => {
    const ok = fakeHttp(() => ({ code: 200, data: [{ dictValue: '1', dictLabel: 'One' }] }));
    expect(await createChargesApi(ok.http).dictOptions('pay_method', [])).toEqual([{ value: '1', label: 'One' }]);
    expect(ok.calls[0]).toMatchObject({ url: '/api/v1/dict/data', params: { dictType: 'pay_method' } });
    const down = fakeHttp(() => { throw new Error('down'); });
    expect(await createChargesApi(down.http).dictOptions('x', [{ value: 'v', label: '甲', labelEn: 'A' }])).toEqual([{ value: '甲', label: '甲' }]);
  });
  it('looks a code up on GET with the code in the query', async () => {
    const { http, calls } = fakeHttp(() => ({ code: 200, data: { id: 7, medicalCode: 'ABC123' } }));
    expect(await createChargesApi(http).lookup(' ABC123 ')).toEqual({ id: 7, medicalCode: 'ABC123' });
    expect(calls[0]).toMatchObject({ url: '/api/v1/priceNo/info', method: 'GET', params: { medicalCode: 'ABC123' } });
  });
});
