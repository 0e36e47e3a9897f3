import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function PartnerLoginPage() {
  return <PlaceholderScreen title="Partner Login" />;
}
