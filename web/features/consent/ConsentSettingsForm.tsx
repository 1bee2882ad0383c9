import { useId, useState } from 'react';
import type { ConsentChoice, ConsentDecision } from './consentStore';
import { consentCopy } from '../../copy/consent';

const categories = (['necessary', 'analytics', 'marketing'] as const).map((key) => ({
  key,
  ...consentCopy.categories[key],
}));

type ConsentSettingsFormProps = {
  initial: ConsentDecision | null;
  onSave: (choice: ConsentChoice) => void;
  /** Back to the short view, or closes the sheet when a choice already exists. */
  onCancel: () => void;
};

export function ConsentSettingsForm({ initial, onSave, onCancel }: ConsentSettingsFormProps) {
  const [choice, setChoice] = useState<ConsentChoice>({
    analytics: initial?.analytics ?? false,
    marketing: initial?.marketing ?? false,
  });
  const idPrefix = useId();

  return (
    <form
      className="consent-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(choice);
      }}
    >
      <ul className="consent-form__list">
        {categories.map((category) => {
          const id = `${idPrefix}-${category.key}`;
          const checked = category.key === 'necessary' ? true : choice[category.key];
          return (
            <li key={category.key} className="checkbox">
              <input
                id={id}
                type="checkbox"
                className="checkbox__input"
                checked={checked}
                disabled={category.key === 'necessary'}
                aria-describedby={`${id}-text`}
                onChange={(event) => {
                  if (category.key === 'necessary') return;
                  setChoice({ ...choice, [category.key]: event.target.checked });
                }}
              />
              <div>
                <label htmlFor={id} className="consent-form__label">
                  {category.title}
                </label>
                <p id={`${id}-text`} className="consent-form__text">
                  {category.text}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
      <div className="consent-sheet__actions">
        <button type="submit" className="button button--secondary">
          {consentCopy.save}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onSave({ analytics: true, marketing: true })}
        >
          {consentCopy.acceptAll}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => onSave({ analytics: false, marketing: false })}
        >
          {consentCopy.necessaryOnly}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {consentCopy.back}
        </button>
      </div>
    </form>
  );
}
