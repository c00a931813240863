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
      icon: 'icon-input', label: 'widget.input',
      options: {
        width: '100%', defaultValue: '', required: false, dataType: 'string', pattern: '', placeholder: '',
        disabled: false, maxlength: -1, showWordLimit: false, unit: '', showPassword: false, ...common(),
      },
    },
    textarea: {
      icon: 'icon-diy-com-textarea', label: 'widget.textarea',
      options: {
        width: '100%', defaultValue: '', required: false, disabled: false, pattern: '', placeholder: '',
        maxlength: -1, showWordLimit: false, textLength: 500, ...common(),
      },
    },
    number: {
      icon: 'icon-number', label: 'widget.number',
      options: {
        width: '', required: false, defaultValue: 0, min: '', max: '', step: 1, disabled: false,
        controlsPosition: '', ...common(),
      },
    },
    radio: {
      icon: 'icon-radio-active', label: 'widget.radio',
      options: { ...radioOptions(labelled(3)), ...common() },
    },
    radioOther: {
      icon: 'icon-radio-active', label: 'widget.radioOther',
      options: {
        ...radioOptions([...labelled(3), { value: OTHER_OPTION_VALUE, label: OTHER_OPTION_VALUE }]),
        ...common(),
      },
    },
    checkbox: {
      icon: 'icon-check-box', label: 'widget.checkbox',
      options: { ...checkboxOptions(unlabelled(3)), ...common() },
    },
    checkboxOther: {
      icon: 'icon-check-box', label: 'widget.checkboxOther',
      options: { ...checkboxOptions([...unlabelled(3), { value: OTHER_OPTION_VALUE }]), ...common() },
    },
    time: {
      icon: 'icon-time', label: 'widget.time',
      options: {
        defaultValue: '21:19:56', readonly: false, disabled: false, editable: true, clearable: true,
        placeholder: '', startPlaceholder: '', endPlaceholder: '', isRange: false, arrowControl: true,
        format: 'HH:mm:ss', required: false, width: '', ...common(),
      },
    },
    date: {
      icon: 'icon-date', label: 'widget.date',
      options: {
        defaultValue: '', readonly: false, disabled: false, editable: true, clearable: true,
        placeholder: '', startPlaceholder: '', endPlaceholder: '', type: 'date', format: 'yyyy-MM-dd',
        timestamp: false, required: false, width: '', ...common(),
      },
    },
    scoreItem: {
      icon: 'icon-pingfen1', label: 'widget.scoreItem',
      options: {
        width: '100%', maxScore: 10, scoring: 'deduct', deductPer: 1, step: 0.5, section: '', standard: '', commentOnLoss: true, photos: true,
        options: [{ value: 'full', label: '符合', score: 10 }, { value: 'part', label: '部分符合', score: 5 }, { value: 'none', label: '不符合', score: 0 }],
        disabled: false, required: false, ...common(),
      },
    },
    computed: {
      // COMPUTED.md: formula over other fields' models, rounded to `precision` (0-6), `unit` shown after the value
      icon: 'icon-jisuan', label: 'widget.computed',
      options: { formula: '', precision: 2, unit: '', width: '', hidden: false, customClass: '', ...common() },
    },
    rate: {
      icon: 'icon-pingfen1', label: 'widget.rate',
      options: { defaultValue: null, max: 5, disabled: false, allowHalf: false, required: false, ...common() },
    },
    color: {
      icon: 'icon-color', label: 'widget.color',
      options: { defaultValue: '', disabled: false, showAlpha: false, required: false, ...common() },
    },
    select: {
      icon: 'icon-select', label: 'widget.select',
      options: {
        defaultValue: '', multiple: false, disabled: false, clearable: false, placeholder: '', required: false,
        showLabel: false, width: '', options: unlabelled(3), remote: false, filterable: false,
        remoteOptions: [], props: { value: 'value', label: 'label' }, remoteFunc: '',
        requestMethod: requestMethod(), ...common(),
      },
    },
    switch: {
      icon: 'icon-switch', label: 'widget.switch',
      options: { defaultValue: false, required: false, disabled: false, ...common() },
    },
    slider: {
      icon: 'icon-slider', label: 'widget.slider',
      options: {
        defaultValue: 0, disabled: false, required: false, min: 0, max: 100, step: 1, showInput: false,
        range: false, width: '', ...common(),
      },
    },
    text: {
      icon: 'icon-wenzishezhi-', label: 'widget.text',
      options: {
        defaultValue: 'This is a text', customClass: '', ...font('14px', '#303133', 'normal'), isRequire: false,
        ...common(),
      },
    },
    link: {
      icon: 'icon-lianjie', label: 'widget.link',
      options: {
        defaultValue: 'This is a link', linkValue: '', ...font('14px', '#409EFF', 'normal'), isRequire: false,
        ...common(),
      },
    },
  };
}
