// Issue 32 §6: the pure part of the WeCom channel (src/core/notify/wecom.ts).
import { describe, expect, it } from 'vitest';
import { cutToBytes, escapeMarkdown, robotKeyOf, robotsFor, utf8Length, wecomBody, wecomOutcome, type WecomRobot } from '../../../src/core/notify/wecom.ts';

const MSG = { title: '超期提醒', recordTitle: '跌倒事件', content: '记录已超过处理时限。', url: 'https://hos.example.org/newBaqsj/lookDetail?id=7', open: '打开记录：' };

describe('WeCom message bodies', () => {
  it('a text message: the title, the text and the link, one per line', () => {
    expect(wecomBody('text', MSG)).toEqual({
      msgtype: 'text', content: '超期提醒 - 跌倒事件\n记录已超过处理时限。\n打开记录： https://hos.example.org/newBaqsj/lookDetail?id=7',
    });
    expect(wecomBody('text', { ...MSG, recordTitle: '', url: '' }).content).toBe('超期提醒\n记录已超过处理时限。');
  });

  it('a markdown message: bold title, quoted text, a link; what people typed cannot make links or headings', () => {
    expect(wecomBody('markdown', MSG)).toEqual({
      msgtype: 'markdown', content: '**超期提醒 - 跌倒事件**\n> 记录已超过处理时限。\n[打开记录](https://hos.example.org/newBaqsj/lookDetail?id=7)',
    });
    const hostile = wecomBody('markdown', { ...MSG, recordTitle: '[click](http://evil.example)\n# big', url: '' }).content;
    expect(hostile).toBe('**超期提醒 - \\[click\\](http://evil.example) # big**\n> 记录已超过处理时限。');
    expect(escapeMarkdown('a*b_c <font color="warning">`x`')).toBe('a\\*b\\_c \\<font color="warning">\\`x\\`');
  });

  it('keeps within WeCom\'s byte limits, cutting on a character', () => {
    const long = wecomBody('text', { ...MSG, content: '长'.repeat(2000) }).content;
    expect(utf8Length(long)).toBeLessThanOrEqual(2048);
    expect(long.endsWith('…')).toBe(true);
    expect(utf8Length(wecomBody('markdown', { ...MSG, content: '长'.repeat(2000) }).content)).toBeLessThanOrEqual(4096);
    expect(cutToBytes('abc', 10)).toBe('abc');
    expect(cutToBytes('中文字', 7)).toBe('中…');
  });
});

describe('WeCom routing and answers', () => {
  const robots: WecomRobot[] = [
    { id: 'q', name: 'Quality', scope: 'role', target: 'qualityOfficer', lang: 'zh-CN' },
    { id: 'e', name: 'Endo', scope: 'dept', target: '内分泌科', lang: 'zh-CN' },
    { id: 'm', name: 'Med', scope: 'role', target: 'medicalAffairs', lang: 'en' },
  ];
  it('a message reaches the robots of its roles and departments', () => {
    expect(robotsFor(robots, { roles: ['qualityOfficer'] }).map((r) => r.id)).toEqual(['q']);
    expect(robotsFor(robots, { roles: ['medicalAffairs', 'qualityOfficer'], depts: ['内分泌科'] }).map((r) => r.id)).toEqual(['q', 'e', 'm']);
    expect(robotsFor(robots, { roles: ['内分泌科'], depts: ['qualityOfficer'] })).toEqual([]);
  });
  it('each errcode has its policy', () => {
    expect(wecomOutcome(0)).toBe('ok');
    expect([42001, 40014].map(wecomOutcome)).toEqual(['token', 'token']);
    expect([45009, 45033].map(wecomOutcome)).toEqual(['later', 'later']);
    expect([93000, 81013, 60020, 40001].map(wecomOutcome)).toEqual(['fail', 'fail', 'fail', 'fail']);
    expect(wecomOutcome(50001)).toBe('retry');
  });
  it('a robot key is taken from the whole webhook address too', () => {
    expect(robotKeyOf(' https://qyapi.weixin.qq.com/cgi-bin/webhook/send?key=693a91f6-7xxx ')).toBe('693a91f6-7xxx');
    expect(robotKeyOf('693a91f6-7xxx')).toBe('693a91f6-7xxx');
  });
});

describe('the outbox page\'s errcode', () => {
  it('is read from the row\'s last error', async () => {
    const { errcodeOf } = await import('../../../src/core/api/wecom.ts');
    expect(errcodeOf('errcode 45009: api freq out of limit')).toBe(45009);
    expect(errcodeOf('errcode -1: system busy')).toBe(-1);
    expect(errcodeOf('HTTP 502')).toBeUndefined();
  });
});
