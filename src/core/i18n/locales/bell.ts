// Strings of the bell module. Owned by that module's engineers; keys are flat.
export const bell = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
