import { Link } from 'react-router-dom';
import { shellCopy } from '../copy/shell';

export function NotFoundPage() {
  return (
    <div className="status-page">
      <title>{shellCopy.notFound.documentTitle}</title>
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">{shellCopy.notFound.title}</h1>
      <p className="status-page__text">{shellCopy.notFound.text}</p>
      <Link to="/" className="button button--primary">
        {shellCopy.notFound.home}
      </Link>
    </div>
  );
}
