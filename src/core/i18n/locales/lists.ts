// The list table's own words (issue 32 §3, §4): the column chooser and the phone's cards.
export const lists = {
  'zh-CN': {
    'columns': '列设置',
    'columnsTitle': '显示哪些列、按什么顺序',
    'moveUp': '上移“{{name}}”',
    'moveDown': '下移“{{name}}”',
    'reset': '恢复默认',
    'column': '第 {{n}} 列',
    'noData': '暂无数据',
  },
  'en': {
    'columns': 'Columns',
    'columnsTitle': 'Which columns show, in what order',
    'moveUp': 'Move “{{name}}” up',
    'moveDown': 'Move “{{name}}” down',
    'reset': 'Reset',
    'column': 'Column {{n}}',
    'noData': 'No data',
  },
};
