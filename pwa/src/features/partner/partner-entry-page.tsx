import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n';
import { deskText } from './i18n/catalog.ts';
import { hasPartnerToken } from './session.ts';

/** The entry shows its notice this long before it moves on. */
export const PARTNER_ENTRY_DELAY_MS = 500;

/** /partner: 'Checking authentication...', then the dashboard or the sign-in. */
export default function PartnerEntryPage() {
  const navigate = useNavigate();
  const { t } = useT(deskText);
  useEffect(() => {
    const timer = setTimeout(() => {
      navigate(hasPartnerToken() ? '/partner/dashboard' : '/partner/login', { replace: true });
    }, PARTNER_ENTRY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <p className="loading" role="status">
      {t('entry.checking')}
    </p>
  );
}
