import { useT } from '../../i18n';
import { deskText } from './i18n/catalog.ts';

/**
 * The screen of a partner page while `useSignedInPartner` reads the session kept on the device: a
 * moment, and the sign-in replaces it when there is none.
 */
export function SessionLoading() {
  const { t } = useT(deskText);
  return (
    <main id="main">
      <p className="loading" role="status">
        {t('desk.loading')}
      </p>
    </main>
  );
}
