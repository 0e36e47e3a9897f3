// The fixed demo accounts (DEMO=1 only). Printed at start and listed in the README.
export const DEMO_SIGN_INS = {
  admin: { email: 'admin@demo.mcs', password: 'demo-admin-1' },
  member: { email: 'member@demo.mcs', password: 'demo-member-1' },
  partner: { email: 'partner@demo.mcs', password: 'demo-partner-1' },
  adminInviteCode: 'DEMO-INVITE',
} as const;
