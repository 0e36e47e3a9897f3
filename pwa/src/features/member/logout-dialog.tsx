import { useReachability } from '../../net/use-reachability.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';

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
  const reach = useReachability();
  const cutOff = reach !== 'online';
  return (
    <ConfirmDialog
      title="Log out of this phone?"
      confirmLabel="Log out"
      cancelLabel={cardOnDevice ? 'Keep my card' : 'Stay signed in'}
      danger={cutOff}
      closeOnBackdrop={false}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>
        {cardOnDevice
          ? 'Your membership card will leave this phone. To show it at a counter again, you will need to sign in.'
          : 'You will need to sign in again to see your membership card.'}
      </p>
      {cutOff && (
        <p className="logout-warning" data-testid="logout-offline">
          <strong>
            This phone cannot reach MediCostSaver right now, and signing in again needs the network.
          </strong>{' '}
          {cardOnDevice
            ? 'Until it is back, you will have no card to show. Keep your card to use it offline.'
            : 'Until it is back, you cannot sign in.'}
        </p>
      )}
    </ConfirmDialog>
  );
}
