import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function PartnerEntryPage() {
  return <PlaceholderScreen title="Partner Portal" />;
}
