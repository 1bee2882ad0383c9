import { useLocation, useNavigate } from 'react-router-dom';
import { legalCopy } from '../../copy/legal';

/** Back to the previous page; opened directly (new tab from the terms checkbox) it goes home. */
export function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasHistory = location.key !== 'default';
  return (
    <button
      type="button"
      className="button button--ghost legal-page__back"
      onClick={() => {
        if (hasHistory) void navigate(-1);
        else void navigate('/');
      }}
    >
      <span aria-hidden="true">←</span> {legalCopy.back}
    </button>
  );
}
