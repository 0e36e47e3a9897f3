// The fixed demo accounts (DEMO=1 only). Printed at start and listed in the README. Here rather
// than in the seed, which creates them: admin registration (the demo invite code) and the app's
// config answer read them too, and neither may depend on the seed, which calls feature services.
export const DEMO_SIGN_INS = {
  admin: { email: 'admin@demo.mcs', password: 'demo-admin-1' },
  member: { email: 'member@demo.mcs', password: 'demo-member-1' },
  partner: { email: 'partner@demo.mcs', password: 'demo-partner-1' },
  adminInviteCode: 'DEMO-INVITE',
} as const;
