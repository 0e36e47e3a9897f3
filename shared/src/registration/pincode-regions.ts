// Which states a pincode can lie in, from its first two digits: India Post numbers its postal
// circles by region (11 Delhi, 56-59 Karnataka, 60-64 Tamil Nadu, ...), so a pincode that starts
// outside the chosen state's ranges was mistyped, or the state was. Where a circle serves several
// states or territories (79: the north-eastern states; 40: Maharashtra and Goa), each is allowed;
// the ranges overlap a little at borders on purpose, so a real pincode is never refused.
export const PINCODE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  Delhi: ['11'],
  Haryana: ['12', '13'],
  Punjab: ['14', '15', '16'],
  Chandigarh: ['16'],
  'Himachal Pradesh': ['17'],
  'Jammu and Kashmir': ['18', '19'],
  Ladakh: ['19'],
  'Uttar Pradesh': ['20', '21', '22', '23', '24', '25', '26', '27', '28'],
  Uttarakhand: ['24', '26'],
  Rajasthan: ['30', '31', '32', '33', '34'],
  Gujarat: ['36', '37', '38', '39'],
  'Dadra and Nagar Haveli and Daman and Diu': ['36', '39'],
  Maharashtra: ['40', '41', '42', '43', '44'],
  Goa: ['40'],
  'Madhya Pradesh': ['45', '46', '47', '48'],
  Chhattisgarh: ['49'],
  Telangana: ['50'],
  'Andhra Pradesh': ['51', '52', '53'],
  Karnataka: ['56', '57', '58', '59'],
  'Tamil Nadu': ['60', '61', '62', '63', '64'],
  Puducherry: ['53', '60', '67'],
  Kerala: ['67', '68', '69'],
  Lakshadweep: ['68'],
  'West Bengal': ['70', '71', '72', '73', '74'],
  Sikkim: ['73'],
  'Andaman and Nicobar Islands': ['74'],
  Odisha: ['75', '76', '77'],
  Assam: ['78'],
  'Arunachal Pradesh': ['79'],
  Manipur: ['79'],
  Meghalaya: ['79'],
  Mizoram: ['79'],
  Nagaland: ['79'],
  Tripura: ['79'],
  Bihar: ['80', '81', '82', '83', '84', '85'],
  Jharkhand: ['81', '82', '83'],
};

/**
 * Why this six-digit pincode cannot be in the state, or null when it can (or the state is one
 * typed under 'Other', which has no ranges to compare with).
 */
export function pincodeStateProblem(pincode: string, state: string): string | null {
  const ranges = PINCODE_REGIONS[state.trim()];
  if (ranges === undefined) return null;
  return ranges.includes(pincode.slice(0, 2))
    ? null
    : `This pincode is not in ${state.trim()}. Please check the pincode and the state.`;
}
