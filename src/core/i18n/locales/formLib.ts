// Strings of the form libraries' new-form dialog, their kinds and states, and the report page's category
// switch (issue 31 §1-2): the `formLib` namespace, provided by the views that use it
// (src/modules/pages/common/useFormLibT.ts), so its texts load with their code, not in the app's
// first paint. Flat keys.
export const formLib = {
  'zh-CN': {
    newForm: '新建表单', startFrom: '起点', startBlank: '空白表单', startTemplate: '模板', startCopy: '复制现有表单',
    template: '模板', pickTemplate: '请选择模板',
    'template.report': '报告表：患者信息和上报人信息', 'template.reportHint': '带通用不良事件报告表的患者信息和上报人信息两组字段，在中间加入本类别的字段',
    'template.scoring': '空白评分表', 'template.scoringHint': '标签留宽，从设计器的组件中拖入评分项',
    copySource: '复制的表单', pickSource: '请选择要复制的表单', copyHint: '复制该表单的最新版本',
    formNameZh: '中文名称', formNameEn: '英文名称', formNameEnHint: '英文界面显示此名称，留空时显示中文名称',
    formKind: '类型', 'kind.report': '报告表', 'kind.scoring': '评分表', 'kind.rectification': '整改单',
    formCodeHint: '字母、数字、_ 或 -（最多 64 位），创建后不可修改', formCodeRule: '编码须为 1-64 位字母、数字、_ 或 -', formCodeTaken: '编码“{{code}}”已被其他表单使用',
    openDesigner: '打开设计器', formState: '状态', 'formState.inUse': '使用中', 'formState.retired': '已停用', 'formState.unused': '未使用',
    retireForm: '停用', restoreForm: '恢复', formRetired: '已停用', formRestored: '已恢复',
    confirmRetireForm: '停用表单“{{name}}”吗？新的记录、事件类别和检查轮次不能再使用它，已有记录照常打开，以后可以恢复。',
    confirmDeleteForm: '删除表单“{{name}}”及其全部版本吗？删除后不能恢复。',
    newFormDesigner: '新建表单：{{name}}', saveFirstVersion: '保存为版本 v1', formCreated: '已创建表单，保存为版本 v1',
    // the report page: a category changed (issue 31 §2)
    categoryFormChanged: '已换为“{{type}}”的上报表单，两张表单共有的字段已保留所填内容。',
    categoryFieldsLost: '以下字段在新表单中没有对应的字段，所填内容不能保留：{{fields}}',
    typeChangeHint: '草稿可以改为其他类别：表单随类别更换，共有字段的内容保留',
  } as Record<string, string>,
  en: {
    newForm: 'New form', startFrom: 'Start from', startBlank: 'Blank form', startTemplate: 'Template', startCopy: 'Copy of a form',
    template: 'Template', pickTemplate: 'Choose a template',
    'template.report': 'Report form: patient and reporter', 'template.reportHint': "The generic unsafe-event form's patient and reporter blocks; add the category's own fields between them",
    'template.scoring': 'Blank scoring form', 'template.scoringHint': "Wide labels; drag score items in from the designer's widgets",
    copySource: 'Form to copy', pickSource: 'Choose the form to copy', copyHint: 'Its latest version is copied',
    formNameZh: 'Chinese name', formNameEn: 'English name', formNameEnHint: 'Shown in English; when empty, the Chinese name is shown',
    formKind: 'Kind', 'kind.report': 'Report form', 'kind.scoring': 'Scoring form', 'kind.rectification': 'Rectification form',
    formCodeHint: 'Letters, digits, _ or - (at most 64); cannot change later', formCodeRule: 'The code is 1-64 letters, digits, _ or -', formCodeTaken: 'The code "{{code}}" is used by another form',
    openDesigner: 'Open the designer', formState: 'State', 'formState.inUse': 'In use', 'formState.retired': 'Retired', 'formState.unused': 'Unused',
    retireForm: 'Retire', restoreForm: 'Restore', formRetired: 'Retired', formRestored: 'Restored',
    confirmRetireForm: 'Retire the form "{{name}}"? No new record, event category or inspection round may use it; existing records still open. You can restore it later.',
    confirmDeleteForm: 'Delete the form "{{name}}" and all its versions? This cannot be undone.',
    newFormDesigner: 'New form: {{name}}', saveFirstVersion: 'Save as version v1', formCreated: 'Form created and saved as version v1',
    categoryFormChanged: 'Switched to the report form of "{{type}}"; the fields both forms have keep what was typed.',
    categoryFieldsLost: 'These fields have no counterpart in the new form, so what was typed in them is not kept: {{fields}}',
    typeChangeHint: 'A draft may change category: the form changes with it, and the fields both forms have keep their values',
  } as Record<string, string>,
};
