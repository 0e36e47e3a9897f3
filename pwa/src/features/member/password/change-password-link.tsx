import { Link } from 'react-router';

/** Where a signed-in member finds the change of password from the dashboard. */
export function ChangePasswordLink() {
  return (
    <p>
      <Link to="/dashboard/password" className="btn btn-outline btn-sm">
        Change password
      </Link>
    </p>
  );
}
