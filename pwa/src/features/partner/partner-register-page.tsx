import { PlaceholderScreen } from '../../ui/placeholder-screen.tsx';

export default function PartnerRegisterPage() {
  return <PlaceholderScreen title="Partner Registration" />;
}
