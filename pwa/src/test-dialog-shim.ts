// jsdom has <dialog> but not showModal() or close(). This gives tests the browser's behaviour
// the app relies on: showModal() opens the dialog (so it has the dialog role and can be found),
// close() shuts it and fires 'close', and Escape fires a cancelable 'cancel' at the dialog on top,
// which closes it unless a handler prevents that.
const modals: HTMLDialogElement[] = [];

function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.removeAttribute('open');
  modals.splice(modals.indexOf(this), 1);
  this.dispatchEvent(new Event('close'));
}

if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
  };
  HTMLDialogElement.prototype.close = close;
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = modals.filter((dialog) => dialog.isConnected && dialog.open).at(-1);
    if (!top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
