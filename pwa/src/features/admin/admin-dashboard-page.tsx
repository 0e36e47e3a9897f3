import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function AdminDashboardPage() {
  return <PlaceholderScreen title="Admin Dashboard" />;
}
