// Placeholder contact details (the spec shows placeholders); replace before launch.
export const CONTACT_DETAILS = {
  brand: 'MediCostSaver',
  phone: '+91 98765 43210',
  phoneHref: 'tel:+919876543210',
  email: 'support@medicostsaver.in',
  emailHref: 'mailto:support@medicostsaver.in',
  whatsappHref: 'https://wa.me/919876543210',
  address: 'MG Road, Bengaluru, Karnataka 560001',
  mapsHref: 'https://www.google.com/maps/search/?api=1&query=MG+Road+Bengaluru+560001',
} as const;
