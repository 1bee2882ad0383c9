import { useState, type ReactNode } from 'react';
import { PasswordField } from './PasswordField';
import { authCopy } from '../../copy/auth';

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
        label={authCopy.fields.newPassword}
        value={props.password}
        onChange={props.onPasswordChange}
        visible={visible.password}
        onToggleVisible={() => setVisible((v) => ({ ...v, password: !v.password }))}
        autoComplete="new-password"
        placeholder={authCopy.fields.passwordPlaceholder}
        hints={props.passwordHints}
      />
      <PasswordField
        label={authCopy.fields.confirmPassword}
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
