import { Link, useLocation } from 'react-router';
import { usePageMeta } from '../../../ui/page-meta.ts';

const META = {
  title: 'Page Not Found - MediCostSaver',
  description: 'The page you are looking for does not exist.',
};

export function NotFoundPage() {
  usePageMeta(META);
  const { pathname } = useLocation();
  return (
    <section className="section">
      <div className="container narrow not-found">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>
          <span className="visually-hidden">404: </span>Page Not Found
        </h1>
        <p>
          Sorry, we could not find <code>{pathname}</code>.
        </p>
        <div className="button-row center">
          <Link to="/" className="btn btn-outline">
            Go Back
          </Link>
          <Link to="/" className="btn btn-primary">
            Home
          </Link>
        </div>
      </div>
    </section>
  );
}
