import { useState, type ReactNode } from 'react';
import { PasswordField } from './PasswordField';

type NewPasswordFieldsProps = {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** Live hints under each field (/password-reset shows them, /auth/update-password not). */
  passwordHints?: ReactNode;
  confirmHints?: ReactNode;
};

/** "Neues Passwort" and "Passwort bestätigen", each with its own show/hide toggle. */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const [visible, setVisible] = useState({ password: false, confirm: false });
  return (
    <>
      <PasswordField
        label="Neues Passwort"
        value={props.password}
        onChange={props.onPasswordChange}
        visible={visible.password}
        onToggleVisible={() => setVisible((v) => ({ ...v, password: !v.password }))}
        autoComplete="new-password"
        placeholder="Mindestens 8 Zeichen"
        hints={props.passwordHints}
      />
      <PasswordField
        label="Passwort bestätigen"
        value={props.confirm}
        onChange={props.onConfirmChange}
        visible={visible.confirm}
        onToggleVisible={() => setVisible((v) => ({ ...v, confirm: !v.confirm }))}
        autoComplete="new-password"
        hints={props.confirmHints}
      />
    </>
  );
}
