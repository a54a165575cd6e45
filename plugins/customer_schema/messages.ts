/** The customer_schema style's interface strings in English (the fallback); translations are in src/i18n/locales. */
export const messages = {
  item: 'Item',
  emptyList: 'No items yet. Use the button below to add some.',
  yes: 'Yes',
  no: 'No',
  add: 'Add',
  addItem: 'Add item',
  copy: 'Copy',
  moveDown: 'Move down',
  moveUp: 'Move up',
  remove: 'Remove',
  now: 'Now',
  clear: 'Clear',
  date: 'Select a date',
  decrease: 'Decrease value by 1',
  increase: 'Increase value by 1',
  option: 'Option %1',
};
