// One constructed style sheet per text, adopted by any number of shadow roots (a <style> where constructed
// sheets are missing). The renderer's form sheet and the popup sheet of every element root use it.
const sheets = new Map<string, CSSStyleSheet>();

export function adoptSheet(root: ShadowRoot, css: string): void {
  try {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    root.prepend(style);
  }
}
