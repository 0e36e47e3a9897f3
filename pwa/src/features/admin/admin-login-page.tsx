import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function AdminLoginPage() {
  return <PlaceholderScreen title="Admin Login" />;
}
