import { Link } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { memberText } from '../i18n/catalog.ts';

/** Where a signed-in member finds the change of password from the dashboard. */
export function ChangePasswordLink() {
  const { t } = useT(memberText);
  return (
    <p>
      <Link to="/dashboard/password" className="btn btn-outline btn-sm">
        {t('password.change')}
      </Link>
    </p>
  );
}
