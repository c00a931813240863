// The palette defaults of the advanced widgets (icon, label, default options): the designer's half of
// their entries in advanced.ts, a module of its own so the renderer's first paint does not carry them.
import type { WidgetPalette } from './types';
import type { ADVANCED_WIDGETS } from './advanced';
import { common } from './paletteParts';

/** The palette's defaults of these types: icon, label, default options (designer only, so a function). */
export function advancedPalette(): Record<(typeof ADVANCED_WIDGETS)[number]['type'], WidgetPalette> {
  return {
    blank: {
      icon: 'icon-zidingyishuju', label: 'widget.blank',
      options: { defaultType: 'String', ...common() },
    },
    imgupload: {
      icon: 'icon-tupian', label: 'widget.imgupload',
      options: {
        defaultValue: [], size: { width: 100, height: 100 }, width: '', tokenFunc: 'funcGetToken', token: '',
        domain: 'https://tcdn.form.making.link/', disabled: false, length: 8, multiple: false, isQiniu: false,
        isDelete: false, min: 0, isEdit: false, action: 'https://tools-server.making.link/api/transfer',
        required: false, ...common(),
      },
    },
    file: {
      icon: 'icon-wenjianshangchuan', label: 'widget.file',
      // key order as the legacy designer saves it: common options first
      options: {
        ...common(), defaultValue: [], width: '', length: 9, headers: {},
        action: 'https://tools-server.making.link/api/transfer', disabled: false, required: false,
        showFileList: true, multiple: true,
      },
    },
    editor: {
      icon: 'icon-fuwenbenkuang', label: 'widget.editor',
      options: { defaultValue: '', width: '', disabled: false, required: false, ...common() },
    },
    cascader: {
      icon: 'icon-jilianxuanze', label: 'widget.cascader',
      // the static tree (`options`) and showAllLevels are the hospital's; upstream only knew remote trees
      options: {
        defaultValue: [], width: '', placeholder: '', disabled: false, clearable: false, remote: true,
        remoteOptions: [], props: { value: 'value', label: 'label', children: 'children' }, remoteFunc: '',
        options: [], showAllLevels: true, required: false, ...common(),
      },
    },
    priceno: {
      icon: 'icon-shoufeibianma', label: 'widget.priceno',
      options: { width: '100%', defaultValue: '', required: false, disabled: false, placeholder: '', ...common() },
    },
    pricetable: {
      icon: 'icon-shoufeixiangmu', label: 'widget.pricetable',
      options: { defaultValue: [], required: false, disabled: false, ...common() },
    },
  };
}
