// Fixed category and board numbers of the Courtside mall on the commerce platform (seed §2, §9).

export const CATEGORY_IDS = {
  dampeners: 529105,
  exerciseAccessories: 757067,
  new: 178561,
  pod: 250001,
  custom: 250003,
  test: 318518,
} as const;

export type CategoryKey = keyof typeof CATEGORY_IDS;

export const BOARD_IDS = {
  notice: 272902,
  faq: 272925,
  bugReports: 280047,
} as const;

export type BoardKey = keyof typeof BOARD_IDS;
