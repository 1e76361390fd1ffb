/** The eight cake categories, in the order the menu shows them. Ids are fixed numbers. */
export const CAKE_CATEGORIES = [
  { _id: 1, catname: 'Chef Recommended' },
  { _id: 2, catname: 'Seasonal Special' },
  { _id: 3, catname: 'Chocolate Cakes' },
  { _id: 4, catname: 'Cheese Cakes' },
  { _id: 5, catname: 'Fruit Cakes' },
  { _id: 6, catname: 'Coffee Cakes' },
  { _id: 7, catname: 'Nut Based Cakes' },
  { _id: 8, catname: 'Light And Airy Cakes' },
] as const;

export type CakeCategoryId = (typeof CAKE_CATEGORIES)[number]['_id'];

export function categoryName(id: number): string | undefined {
  return CAKE_CATEGORIES.find((category) => category._id === id)?.catname;
}
