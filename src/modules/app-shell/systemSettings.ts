// The system settings (src/core/settings/systemSettings.ts) for React: the runtime's store, redrawn when
// an administrator saves new ones.
import { useSyncExternalStore } from 'react';
import type { HosRuntime } from '../../core/runtime.ts';
import { systemSettingsStore, type SystemSettings } from '../../core/settings/systemSettings.ts';

export type { SystemSettings };
export { loadSystemSettings, mapSettings, titleIn } from '../../core/settings/systemSettings.ts';

export function useSystemSettings(runtime: HosRuntime): SystemSettings {
  const store = systemSettingsStore(runtime);
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
