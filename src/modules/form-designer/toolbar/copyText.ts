// Copy to the clipboard from inside a shadow root: the async Clipboard API when the page allows it,
// else the old execCommand('copy') on a hidden textarea (inside the shadow root, so focus stays ours).
export async function copyText(text: string, root: ShadowRoot): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // not allowed (no permission, insecure context): fall back
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.cssText = 'position:fixed;left:-9999px;top:0;opacity:0';
  root.appendChild(area);
  area.select();
  let ok = false;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}
