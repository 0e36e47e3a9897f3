import { useState } from 'react';
import type { ExportKind } from '@mcs/shared';
import { downloadExport } from '../../../api/admin-api.ts';
import { messageFor } from '../../../net/message-for.ts';
import { saveFile } from '../../../ui/save-file.ts';
import { useToast } from '../../../ui/toast.tsx';

interface Props {
  kind: ExportKind;
  /** The list's current search, applied to the file as on screen. */
  search: string;
}

/** Downloads the list as CSV: fetched with the admin token, saved through a blob: link. */
export function ExportButton({ kind, search }: Props) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const { blob, filename } = await downloadExport(kind, search);
      saveFile(blob, filename);
    } catch (failure) {
      toast({
        title: 'Export Failed',
        description: messageFor(failure, 'Please try again.'),
        tone: 'error',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-sm btn-outline" disabled={busy} onClick={download}>
      {busy ? 'Exporting...' : 'Export CSV'}
    </button>
  );
}
