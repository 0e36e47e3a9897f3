import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function PartnerDashboardPage() {
  return <PlaceholderScreen title="Partner Dashboard" />;
}
