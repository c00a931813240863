// The palette defaults of the basic widgets (icon, label, default options): the designer's half of
// their entries in basic.ts, a module of its own so the renderer's first paint does not carry them.
import type { WidgetPalette } from './types';
import type { BASIC_WIDGETS } from './basic';
import { OTHER_OPTION_VALUE } from './shared';
import { checkboxOptions, common, font, labelled, radioOptions, requestMethod, unlabelled } from './paletteParts';

/** The palette's defaults of these types: icon, label, default options (designer only, so a function). */
export function basicPalette(): Record<(typeof BASIC_WIDGETS)[number]['type'], WidgetPalette> {
  return {
    input: {
      icon: 'icon-input', name: { 'zh-CN': '单行文本', en: 'Input' },
      options: {
        width: '100%', defaultValue: '', required: false, dataType: 'string', pattern: '', placeholder: '',
        disabled: false, maxlength: -1, showWordLimit: false, unit: '', showPassword: false, ...common(),
      },
    },
    textarea: {
      icon: 'icon-diy-com-textarea', name: { 'zh-CN': '多行文本', en: 'Textarea' },
      options: {
        width: '100%', defaultValue: '', required: false, disabled: false, pattern: '', placeholder: '',
        maxlength: -1, showWordLimit: false, textLength: 500, ...common(),
      },
    },
    number: {
      icon: 'icon-number', name: { 'zh-CN': '计数器', en: 'Number' },
      options: {
        width: '', required: false, defaultValue: 0, min: '', max: '', step: 1, disabled: false,
        controlsPosition: '', ...common(),
      },
    },
    radio: {
      icon: 'icon-radio-active', name: { 'zh-CN': '单选框组', en: 'Radio' },
      options: { ...radioOptions(labelled(3)), ...common() },
    },
    radioOther: {
      icon: 'icon-radio-active', name: { 'zh-CN': '单选框组(含其他)', en: 'Radio with other' },
      options: {
        ...radioOptions([...labelled(3), { value: OTHER_OPTION_VALUE, label: OTHER_OPTION_VALUE }]),
        ...common(),
      },
    },
    checkbox: {
      icon: 'icon-check-box', name: { 'zh-CN': '多选框组', en: 'Checkbox' },
      options: { ...checkboxOptions(unlabelled(3)), ...common() },
    },
    checkboxOther: {
      icon: 'icon-check-box', name: { 'zh-CN': '多选框组(含其他)', en: 'Checkbox with other' },
      options: { ...checkboxOptions([...unlabelled(3), { value: OTHER_OPTION_VALUE }]), ...common() },
    },
    time: {
      icon: 'icon-time', name: { 'zh-CN': '时间选择器', en: 'Time' },
      options: {
        defaultValue: '21:19:56', readonly: false, disabled: false, editable: true, clearable: true,
        placeholder: '', startPlaceholder: '', endPlaceholder: '', isRange: false, arrowControl: true,
        format: 'HH:mm:ss', required: false, width: '', ...common(),
      },
    },
    date: {
      icon: 'icon-date', name: { 'zh-CN': '日期选择器', en: 'Date' },
      options: {
        defaultValue: '', readonly: false, disabled: false, editable: true, clearable: true,
        placeholder: '', startPlaceholder: '', endPlaceholder: '', type: 'date', format: 'yyyy-MM-dd',
        timestamp: false, required: false, width: '', ...common(),
      },
    },
    scoreItem: {
      icon: 'icon-pingfen1', name: { 'zh-CN': '评分项', en: 'Score item' },
      options: {
        width: '100%', maxScore: 10, scoring: 'deduct', deductPer: 1, step: 0.5, section: '', standard: '', commentOnLoss: true, photos: true,
        options: [{ value: 'full', label: '符合', score: 10 }, { value: 'part', label: '部分符合', score: 5 }, { value: 'none', label: '不符合', score: 0 }],
        disabled: false, required: false, ...common(),
      },
    },
    rate: {
      icon: 'icon-pingfen1', name: { 'zh-CN': '评分', en: 'Rate' },
      options: { defaultValue: null, max: 5, disabled: false, allowHalf: false, required: false, ...common() },
    },
    color: {
      icon: 'icon-color', name: { 'zh-CN': '颜色选择器', en: 'Color' },
      options: { defaultValue: '', disabled: false, showAlpha: false, required: false, ...common() },
    },
    select: {
      icon: 'icon-select', name: { 'zh-CN': '下拉选择框', en: 'Select' },
      options: {
        defaultValue: '', multiple: false, disabled: false, clearable: false, placeholder: '', required: false,
        showLabel: false, width: '', options: unlabelled(3), remote: false, filterable: false,
        remoteOptions: [], props: { value: 'value', label: 'label' }, remoteFunc: '',
        requestMethod: requestMethod(), ...common(),
      },
    },
    switch: {
      icon: 'icon-switch', name: { 'zh-CN': '开关', en: 'Switch' },
      options: { defaultValue: false, required: false, disabled: false, ...common() },
    },
    slider: {
      icon: 'icon-slider', name: { 'zh-CN': '滑块', en: 'Slider' },
      options: {
        defaultValue: 0, disabled: false, required: false, min: 0, max: 100, step: 1, showInput: false,
        range: false, width: '', ...common(),
      },
    },
    text: {
      icon: 'icon-wenzishezhi-', name: { 'zh-CN': '文字', en: 'Text' },
      options: {
        defaultValue: 'This is a text', customClass: '', ...font('14px', '#303133', 'normal'), isRequire: false,
        ...common(),
      },
    },
    link: {
      icon: 'icon-lianjie', name: { 'zh-CN': '链接', en: 'Link' },
      options: {
        defaultValue: 'This is a link', linkValue: '', ...font('14px', '#409EFF', 'normal'), isRequire: false,
        ...common(),
      },
    },
  };
}
