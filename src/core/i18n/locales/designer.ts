// Strings of the designer module. Owned by that module's engineers; keys are flat.
export const designer = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
