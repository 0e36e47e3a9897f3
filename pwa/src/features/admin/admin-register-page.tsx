import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function AdminRegisterPage() {
  return <PlaceholderScreen title="Admin Registration" />;
}
