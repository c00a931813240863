// The part of jsdom the server uses (no @types/jsdom in the install): a window for the HTML sanitiser.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
