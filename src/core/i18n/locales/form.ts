// Strings of the form module. Owned by that module's engineers; keys are flat.
export const form = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
