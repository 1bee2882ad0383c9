import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="status-page">
      <title>Seite nicht gefunden – Duftkompass</title>
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">Seite nicht gefunden</h1>
      <p className="status-page__text">
        Diese Seite gibt es nicht (mehr). Vielleicht hat sich ein Tippfehler in die Adresse
        geschlichen.
      </p>
      <Link to="/" className="button button--primary">
        Zur Startseite
      </Link>
    </div>
  );
}
