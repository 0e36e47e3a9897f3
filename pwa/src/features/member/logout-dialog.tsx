import { useT } from '../../i18n/index.ts';
import { useReachability } from '../../net/use-reachability.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { memberText } from './i18n/catalog.ts';

interface Props {
  /** The device holds the member's signed card, which logout takes off it. */
  cardOnDevice: boolean;
  onConfirm: () => void | Promise<unknown>;
  onCancel: () => void;
}

/**
 * Asks before logout, which takes the card off the phone (a family shares one). Offline that
 * would leave the member with no card at the counter until the network is back, so the dialog
 * says so and keeping the card is the choice that has focus.
 */
export function LogoutDialog({ cardOnDevice, onConfirm, onCancel }: Props) {
  const { t } = useT(memberText);
  const reach = useReachability();
  const cutOff = reach !== 'online';
  return (
    <ConfirmDialog
      title={t('logout.title')}
      confirmLabel={t('logout.confirm')}
      cancelLabel={cardOnDevice ? t('logout.keepCard') : t('logout.staySignedIn')}
      danger={cutOff}
      closeOnBackdrop={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{cardOnDevice ? t('logout.cardLeaves') : t('logout.signInAgain')}</p>
      {cutOff && (
        <p className="logout-warning" data-testid="logout-offline">
          <strong>{t('logout.offline')}</strong>{' '}
          {cardOnDevice ? t('logout.offlineCard') : t('logout.offlineNoCard')}
        </p>
      )}
    </ConfirmDialog>
  );
}
