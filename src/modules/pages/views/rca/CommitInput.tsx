// A text field of the analysis that commits on Enter or when it loses focus (a command per edit, so
// undo steps are whole words, not keystrokes). A refused edit keeps what was typed, marked in error.
import { forwardRef, useEffect, useState } from 'react';
import { Input } from 'antd';
import type { InputRef } from 'antd';
import type { RcaError } from '../../../../core/rca/types.ts';

export interface CommitInputProps {
  value: string;
  /** the command; null when it took the text */
  onCommit(text: string): RcaError | null;
  placeholder?: string;
  ariaLabel: string;
  className?: string;
  disabled?: boolean;
  /** empty the field after a commit (an "add" field) */
  clearOnCommit?: boolean;
  onEscape?(): void;
  style?: React.CSSProperties;
  maxLength?: number;
  autoFocus?: boolean;
  /** the value is what people typed (marked data-user-text); false for a name the locale gives */
  userText?: boolean;
}

export const CommitInput = forwardRef<InputRef, CommitInputProps>(function CommitInput(
  { value, onCommit, placeholder, ariaLabel, className, disabled, clearOnCommit, onEscape, style, maxLength = 500, autoFocus, userText = true }, ref,
) {
  const [text, setText] = useState(value);
  const [bad, setBad] = useState(false);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text === value) return setBad(false);
    if (clearOnCommit && !text.trim()) return setBad(false);
    const err = onCommit(text);
    setBad(!!err);
    if (!err && clearOnCommit) setText('');
  };
  return (
    <Input
      ref={ref}
      className={className}
      value={text}
      disabled={disabled}
      placeholder={placeholder}
      aria-label={ariaLabel}
      aria-invalid={bad || undefined}
      status={bad ? 'error' : undefined}
      maxLength={maxLength}
      autoFocus={autoFocus}
      {...(userText ? { 'data-user-text': '' } : {})}
      style={style}
      onChange={(e) => { setText(e.target.value); setBad(false); }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') { e.preventDefault(); commit(); }
        if (e.key === 'Escape' && onEscape) { e.preventDefault(); setText(value); setBad(false); onEscape(); }
      }}
    />
  );
});
