// Strings of the shell module. Owned by that module's engineers; keys are flat.
export const shell = {
  'zh-CN': {} as Record<string, string>,
  en: {} as Record<string, string>,
};
