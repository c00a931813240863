// Public API of the framework-free form designer store.
export type { CommandContext, CommandResult, Command, DesignerState, Lang, Location } from './types.ts';
export type { PaletteGroup, WidgetCatalogEntry } from './widgetCatalog.ts';
export {
  DEFAULT_PALETTE, OTHER_OPTION_VALUE, WIDGET_CATALOG, WIDGET_TYPES, defaultColumns, defaultOptions, isWidgetType,
  widgetLabel,
} from './widgetCatalog.ts';
export { newKey, uniqueKey } from './keys.ts';
export {
  collectKeys, containsKey, findWidget, getList, insertWidget, isContainer, isSubform, locateWidget,
  removeWidgetByKey, siblingsOf, updateColumnsOf, updateWidgetByKey, walkWidgets,
} from './tree.ts';
export { cloneWidgetDeep, createWidget, localizedDefaultOptions } from './createWidget.ts';
export type { CommandArgs, CommandName, Commands, TreePath } from './commands.ts';
export {
  COMMANDS, CLEARED_CONFIG, addCascaderNode, addColumn, addOption, addWidget, clear, cloneWidget, importSchema,
  moveOption, moveWidget, removeCascaderNode, removeColumn, removeOption, removeWidget, selectWidget,
  updateCascaderNode, updateColumn, updateConfig, updateOption, updateOptions, updateWidget,
} from './commands.ts';
export {
  LIMITS, clampLabelWidth, clampMinMax, clampOptionsPatch, clampStep, clampTextLength, formulaProblems, patternError,
} from './validation.ts';
export { DEFAULT_HISTORY_LIMIT, History } from './history.ts';
export type { DesignerStore, DesignerStoreOptions, Listener, CommandMethods } from './createDesignerStore.ts';
export { createDesignerStore } from './createDesignerStore.ts';
export type { DesignerFolds } from './foldPrefs.ts';
export { NO_FOLDS, foldsKey, readFolds, writeFolds } from './foldPrefs.ts';
export type { DropSlot } from './dropSlots.ts';
export { dropSlots, slotIndexOf } from './dropSlots.ts';
