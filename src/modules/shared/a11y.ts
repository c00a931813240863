// Keyboard operation of the shell's own clickable elements (issue 12 §2): an element that acts on a
// click is focusable and acts on Enter and Space too.
import type { KeyboardEvent } from 'react';

export interface PressableProps {
  role: 'button';
  tabIndex: 0;
  onKeyDown(e: KeyboardEvent<HTMLElement>): void;
}

/** Props for a non-button element that `activate`s on click: role, tab stop, Enter and Space. */
export function pressable(activate: (e: KeyboardEvent<HTMLElement>) => void): PressableProps {
  return {
    role: 'button',
    tabIndex: 0,
    onKeyDown: (e) => {
      if (e.key !== 'Enter' && e.key !== ' ') return;
      e.preventDefault();
      activate(e);
    },
  };
}

/** For a trigger whose library listens to clicks only (antd Dropdown): Enter and Space click it. */
export const clickOnKey = pressable((e) => e.currentTarget.click());
