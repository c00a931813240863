// Copy to the clipboard from inside a shadow root. execCommand('copy') on a hidden textarea first
// (synchronous, works on plain http and needs no permission); then the async Clipboard API, which
// can wait forever for a permission prompt in some browsers, so it gets a time limit.
export async function copyText(text: string, root: ShadowRoot): Promise<boolean> {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;left:-9999px;top:0;opacity:0';
  const active = root.activeElement as HTMLElement | null;
  root.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  active?.focus?.({ preventScroll: true });
  if (ok) return true;
  try {
    if (!navigator.clipboard?.writeText) return false;
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('clipboard timeout')), 1500));
    await Promise.race([navigator.clipboard.writeText(text), timeout]);
    return true;
  } catch {
    return false;
  }
}
