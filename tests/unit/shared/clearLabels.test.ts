// @vitest-environment jsdom
// Clear buttons are named in the page language, wherever they appear in the shadow root and whenever
// antd writes its own English label back (src/modules/shared/clearLabels.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { installClearLabels } from '../../../src/modules/shared/clearLabels.ts';

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('clear labels', () => {
  let dispose: () => void = () => undefined;
  afterEach(() => dispose());

  it('names the buttons there, added later and renamed by antd; hides the icon', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<button class="ant-select-clear" aria-label="Clear">×</button>';
    dispose = installClearLabels(root, '清除');
    expect(root.querySelector('.ant-select-clear')!.getAttribute('aria-label')).toBe('清除');

    const wrap = document.createElement('span');
    wrap.innerHTML = '<button class="ant-input-clear-icon"><span role="img" aria-label="close-circle"></span></button>';
    root.append(wrap);
    await settle();
    const input = root.querySelector('.ant-input-clear-icon')!;
    expect(input.getAttribute('aria-label')).toBe('清除');
    expect(input.querySelector('[role=img]')!.getAttribute('aria-hidden')).toBe('true');

    root.querySelector('.ant-select-clear')!.setAttribute('aria-label', 'Clear');
    await settle();
    expect(root.querySelector('.ant-select-clear')!.getAttribute('aria-label')).toBe('清除');
  });

  it('leaves other buttons alone and stops when disposed', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<button class="other" aria-label="x"></button>';
    dispose = installClearLabels(root, 'Clear');
    dispose();
    root.insertAdjacentHTML('beforeend', '<button class="ant-select-clear"></button>');
    await settle();
    expect(root.querySelector('.other')!.getAttribute('aria-label')).toBe('x');
    expect(root.querySelector('.ant-select-clear')!.hasAttribute('aria-label')).toBe(false);
  });
});
