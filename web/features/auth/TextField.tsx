import { useId } from 'react';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  required?: boolean;
  autoFocus?: boolean;
};

export function TextField({ label, value, onChange, type = 'text', ...rest }: TextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className="field__input"
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={rest.autoComplete}
        required={rest.required}
        inputMode={type === 'email' ? 'email' : undefined}
        spellCheck={type === 'email' ? false : undefined}
        data-autofocus={rest.autoFocus ? '' : undefined}
      />
    </div>
  );
}
