import { useId } from 'react';
import { authCopy } from '../../copy/auth';

/** Terms and privacy open in new tabs so a half-filled form is not lost (spec 001 §2). */
export function TermsCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        required
      />
      <label htmlFor={id} className="checkbox__label">
        {authCopy.terms.before}{' '}
        <a href="/agb" target="_blank" rel="noopener">
          {authCopy.terms.agb}
        </a>{' '}
        {authCopy.terms.and}{' '}
        <a href="/datenschutz" target="_blank" rel="noopener">
          {authCopy.terms.privacy}
        </a>
        .
      </label>
    </div>
  );
}
