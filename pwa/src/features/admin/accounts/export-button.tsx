interface Props {
  kind: 'members' | 'partners' | 'visits';
  search: string;
}

/** CSV export of the list with its current search; filled in by the export commit. */
export function ExportButton(_props: Props) {
  return null;
}
