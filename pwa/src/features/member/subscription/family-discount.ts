import { familyCardDiscount } from '@mcs/shared';

/** 'Family Discount' on the card is 10% with family members, else 0%. */
export const familyDiscount = familyCardDiscount;
