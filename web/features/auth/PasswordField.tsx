import { useId, type ReactNode } from 'react';
import { authCopy } from '../../copy/auth';

type PasswordFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  visible: boolean;
  onToggleVisible: () => void;
  autoComplete: 'current-password' | 'new-password';
  placeholder?: string;
  /** Live hints below the field, announced as its description. */
  hints?: ReactNode;
  autoFocus?: boolean;
};

/** Password input with a show/hide toggle; the toggle says what it will do next. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, value, onChange, visible, onToggleVisible, autoComplete, placeholder, hints } =
    props;
  const inputId = useId();
  const hintId = useId();

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="password-field">
        <input
          id={inputId}
          className="field__input password-field__input"
          type={visible ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          placeholder={placeholder}
          minLength={8}
          maxLength={72}
          required
          aria-describedby={hints ? hintId : undefined}
          data-autofocus={props.autoFocus ? '' : undefined}
        />
        <button
          type="button"
          className="password-field__toggle"
          onClick={onToggleVisible}
          aria-label={
            visible
              ? authCopy.passwordField.hideLabel(label)
              : authCopy.passwordField.showLabel(label)
          }
          aria-pressed={visible}
          aria-controls={inputId}
        >
          {visible ? authCopy.passwordField.hide : authCopy.passwordField.show}
        </button>
      </div>
      {hints && (
        <div id={hintId} className="field__hints" aria-live="polite">
          {hints}
        </div>
      )}
    </div>
  );
}
