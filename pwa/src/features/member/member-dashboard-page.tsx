import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function MemberDashboardPage() {
  return <PlaceholderScreen title="Member Dashboard" />;
}
