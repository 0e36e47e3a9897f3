import { describe, expect, it } from 'vitest';
import { currentMemberShape } from '../net/member-shapes.ts';
import { MEMBER_ANSWER_READERS } from './member-answers.ts';

const card = {
  jws: 'MCS1:ABC',
  membershipId: 'MCS-2026-4F9A2C',
  validUntil: '2027-06-01T00:00:00Z',
};

describe("a member's phone reads the answers it keeps with light checks", () => {
  it('keeps a card whose every field is there, and refuses one missing a field or of another kind', () => {
    expect(MEMBER_ANSWER_READERS.memberCard(card)).toEqual(card);
    expect(MEMBER_ANSWER_READERS.memberCard({ ...card, jws: undefined })).toBeUndefined();
    expect(MEMBER_ANSWER_READERS.memberCard({ ...card, validUntil: 20270601 })).toBeUndefined();
    expect(MEMBER_ANSWER_READERS.memberCard([card])).toBeUndefined();
  });

  it('refuses a directory page with a partner it cannot read', () => {
    const page = { partners: [], removed: ['7'], cursor: '12', hasMore: false };
    expect(MEMBER_ANSWER_READERS.directory(page)).toEqual(page);
    expect(MEMBER_ANSWER_READERS.directory({ ...page, partners: [{ id: '1' }] })).toBeUndefined();
  });

  it('reads a member without the optional password flag, not one whose family is not a list', () => {
    const member = {
      id: 'm1',
      name: 'Asha Rao',
      email: 'asha@example.in',
      phone: null,
      plan: 'Annual',
      status: 'Active',
      validUntil: '2027-06-01T00:00:00Z',
      membershipId: 'MCS-2026-4F9A2C',
      familyMembers: 0,
      familyDetails: [],
    };
    expect(currentMemberShape(member)).toBe(true);
    expect(currentMemberShape({ ...member, familyDetails: null })).toBe(false);
  });
});
