// The Additional Terms of Use for MCPs (medical care providers), with their figures. Kept as
// data so the dialog and any printed copy read the same.

export interface TermsSection {
  heading: string;
  paragraphs: readonly string[];
}

export const MCP_TERMS_TITLE = 'Additional Terms of Use for MCPs';

export const MCP_TERMS: readonly TermsSection[] = [
  {
    heading: '1. Joining the network',
    paragraphs: [
      'Joining MediCostSaver as a medical care provider (MCP) is free. No fee is charged to partners for listing, verification or membership of the network.',
      'Every partner agrees to offer MediCostSaver members a discount on the total bill and on the services or tests named in the registration. Dentists agree to give members free consultation. Pharmacies agree to discount medicines and other goods.',
    ],
  },
  {
    heading: '2. Verification of credentials',
    paragraphs: [
      'MediCostSaver may verify the credentials, council registration, certificates and other documents you provide, at the time of registration and at any time afterwards. Only approved partners are listed.',
    ],
  },
  {
    heading: '3. Ending the service',
    paragraphs: [
      "Either party may end this service with 30 days' written notice to the other.",
      'On request, MediCostSaver will remove every reference to the partner from its listings within 48 hours.',
    ],
  },
  {
    heading: '4. Termination and suspension',
    paragraphs: [
      'MediCostSaver may terminate or suspend your participation with immediate effect if it finds a violation of law, a breach of the privacy of health information, a loss of professional qualification or licence, or a risk to the security of the system or its users.',
      'On termination you must stop using the system and return all hardware, software and documentation provided to you by MediCostSaver.',
    ],
  },
  {
    heading: '5. Limitation of liability',
    paragraphs: [
      "MediCostSaver's total liability to you under these terms is limited to the lower of the fees received by MediCostSaver from you in the last twelve months or INR 5000.",
    ],
  },
  {
    heading: '6. Acceptance',
    paragraphs: [
      'By selecting I Accept Terms you confirm that you have read these terms in full and agree to be bound by them together with the general terms of use of MediCostSaver.',
    ],
  },
];
