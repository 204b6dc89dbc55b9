import { Link } from 'react-router';
import { PageTitle } from '@/components/page-title';

/** Any route the app does not know, and any page whose item does not exist, inside the shell. */
export function NotFoundPage() {
  return (
    <div className="stack not-found">
      <PageTitle
        title="Page not found"
        description="The page you asked for does not exist. Go back to the home page."
      />
      <p>
        The page you asked for does not exist, or it has not been built yet. Check the address or go
        back to the home page.
      </p>
      <p>
        <Link to="/" className="button button-primary">
          Go to the home page
        </Link>
      </p>
    </div>
  );
}
