import { categoryName, formatDate, formatTime12, imageBase } from '@roast/domain';
import { rupees } from '../../../lib/format';

/** The fields as the forms name them, so a change reads as the owner typed it. */
const FIELD_NAMES: Record<string, string> = {
  name: 'Name',
  title: 'Title',
  headline: 'Headline',
  category: 'Category',
  smalldesc: 'Short description',
  description: 'Description',
  content: 'Contents',
  isveg: 'Egg or eggless',
  price: 'Price',
  pricePerlarge: '1 kg price',
  pricePermedium: '750 g price',
  weightPerlarge: 'Large weight',
  weightPermedium: 'Medium weight',
  portions: 'Portions',
  preparationTime: 'Preparation time (hours)',
  storeSelect: 'Outlets',
  img: 'Photo',
  imgAlt: 'Photo description',
  image: 'Photo',
  imageAlt: 'Photo description',
  blogimage: 'Banner',
  blogimageAlt: 'Banner description',
  logo: 'Logo',
  bestSeller: 'Best seller',
  eggless: 'Eggless mark',
  sugarFree: 'Sugar free',
  glutenFree: 'Gluten free',
  isSold: 'Sold out',
  isActive: 'In the store',
  seasonal: 'Seasonal',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  slots: 'Places left',
  expectations: 'What to expect',
  terms: 'Terms',
  viewMoreLink: 'Link to the article',
  publishedOn: 'Published on',
  source: 'Source',
  jobtype: 'Job type',
  location: 'Location',
  jobdescription: 'About us',
  qualifications: 'Requirements',
  skills: 'Roles and responsibilities',
  linkedinUrl: 'LinkedIn link',
  hours: 'Opening hours',
  closedDates: 'Closed days',
  phone: 'Phone',
  takingOrders: 'Taking online orders',
  kitchenWhatsApp: 'Kitchen WhatsApp number',
  kitchenWhatsAppMessages: 'New-order messages to the kitchen',
  slotMinutes: 'Slot length (minutes)',
  slotCapacity: 'Units per slot',
  sameDayCutoff: 'Same-day cutoff',
  pausedUntil: 'Paused until',
  closedReasons: 'Why closed',
  legalName: 'Registered name',
  gstin: 'GSTIN',
  fssaiLicence: 'FSSAI licence number',
  // Orders taken or cancelled by staff, and payments refunded by the owner.
  status: 'State',
  reason: 'Reason (kept in the console)',
  messageToCustomer: 'Message to the customer',
  refund: 'Refund',
  channel: 'Taken',
  customer: 'Customer',
  payment: 'Paid by',
  amount: 'Amount',
  reference: 'Order or booking',
};

/** How the audit trail says the values of an order's fields. */
const VALUE_WORDS: Record<string, Record<string, string>> = {
  channel: { counter: 'At the counter', phone: 'On the phone', online: 'Online' },
  payment: { CASH: 'Cash', UPI: 'UPI', CARD: 'Card', LINK: 'Payment link', ONLINE: 'Online' },
  refund: {
    pending: 'Waiting',
    failing: 'Failing, tried again',
    waiting: 'Waiting for the owner',
    refunded: 'Refunded',
  },
};

export const fieldName = (field: string) => FIELD_NAMES[field] ?? field;

const PRICES = new Set(['price', 'pricePerlarge', 'pricePermedium', 'amount']);
const IMAGES = new Set(['img', 'image', 'blogimage', 'logo']);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a field's value is a catalog image, shown as a small picture. */
export const isImage = (field: string, value: unknown): value is string =>
  IMAGES.has(field) && typeof value === 'string' && imageBase(value) !== null;

const isHours = (value: unknown): value is { open: string; close: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { open?: unknown }).open === 'string' &&
  typeof (value as { close?: unknown }).close === 'string';

/** A value of a field as a person reads it; null for nothing at all. */
export function valueWords(field: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) {
    if (value.length === 0) return null;
    return value.map((each) => valueWords(field, each) ?? '').join(', ');
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') {
    if (PRICES.has(field)) return rupees(value);
    if (field === 'category') return categoryName(value) ?? String(value);
    return value.toLocaleString('en-IN');
  }
  if (typeof value === 'string') {
    const said = VALUE_WORDS[field]?.[value];
    if (said) return said;
    return DAY.test(value) ? formatDate(value) : value;
  }
  if (isHours(value)) return `${formatTime12(value.open)} to ${formatTime12(value.close)}`;
  return JSON.stringify(value);
}
