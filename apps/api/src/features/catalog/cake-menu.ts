import {
  CAKE_CATEGORIES,
  formatDate,
  formatPrice,
  formatTime12,
  GST_PERCENT,
  toIndiaSlot,
  type Cake,
  type Offer,
  type Store,
  type VegType,
} from '@roast/domain';
import { newPdf, PALETTE, toBuffer, write, type Pdf } from '../../pdf/pdf-kit';

/**
 * The cake menu as a PDF, from the live catalog: every active cake by category with its prices,
 * sizes, egg mark and preparation time; the active hampers; the outlets and their hours.
 */
export interface MenuCatalog {
  cakes: Cake[];
  offers: Offer[];
  stores: Store[];
  /** When the menu is made (its date is printed). */
  at: Date;
}

const EGG_TEXT: Record<VegType, string> = { EGG: 'With egg', EGGLESS: 'Eggless', Both: 'Egg or eggless' };

const readyIn = (hours: number) =>
  hours < 24 ? `${hours} hours` : hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`;

const hoursOf = (store: Store) =>
  store.hours.open === '00:00' && store.hours.close === '24:00'
    ? 'Open 24 hours'
    : `${formatTime12(store.hours.open)} to ${formatTime12(store.hours.close)}`;

/** The eggless mark (a green square with a dot) or the egg mark (a brown square with a triangle). */
function eggMark(doc: Pdf, kind: 'egg' | 'eggless', x: number, y: number) {
  const color = kind === 'eggless' ? PALETTE.pistachio : PALETTE.roast;
  doc.lineWidth(1).strokeColor(color).rect(x, y, 9, 9).stroke();
  if (kind === 'eggless') doc.circle(x + 4.5, y + 4.5, 2.4).fill(color);
  else doc.polygon([x + 4.5, y + 2], [x + 7.3, y + 7], [x + 1.7, y + 7]).fill(color);
}

function marksFor(doc: Pdf, veg: VegType, x: number, y: number): number {
  const kinds: ('egg' | 'eggless')[] = veg === 'Both' ? ['eggless', 'egg'] : [veg === 'EGG' ? 'egg' : 'eggless'];
  kinds.forEach((kind, index) => eggMark(doc, kind, x + index * 12, y));
  return kinds.length * 12;
}

export async function renderCakeMenu({ cakes, offers, stores, at }: MenuCatalog): Promise<Buffer> {
  const doc = newPdf({ title: 'Roast cake menu', subject: 'Cakes and gift hampers at Roast', bufferPages: true });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 20;
  let y = 0;
  const room = (needed: number) => {
    if (y + needed <= bottom()) return;
    doc.addPage();
    y = doc.page.margins.top;
  };

  doc.rect(0, 0, doc.page.width, 120).fill(PALETTE.espresso);
  write(doc, 'Roast', { x: left, y: 34 }, { heading: true, size: 30, color: PALETTE.crema });
  write(doc, 'Cafe & Bakery, Bengaluru', { x: left, y: 74 }, { size: 10, color: PALETTE.caramel });
  write(doc, 'Cake Menu', { x: left, y: 36 }, { heading: true, size: 24, color: PALETTE.crema, width, align: 'right' });
  write(doc, 'ಕೇಕ್ ಮೆನು · केक मेनू', { x: left, y: 72 }, { size: 10, color: PALETTE.caramel, width, align: 'right' });
  write(
    doc,
    `As of ${formatDate(toIndiaSlot(at).pickupDate)}`,
    { x: left, y: 90 },
    {
      size: 9,
      color: PALETTE.crema,
      width,
      align: 'right',
    },
  );

  y = 142;
  write(
    doc,
    `Freshly baked in our own kitchens. Order online at roastcafe.in/cakes and collect from the outlet you choose, or ask at the counter. Prices are in rupees, before ${GST_PERCENT}% GST; 2 kg and 3 kg cakes are two and three times the 1 kg price.`,
    { x: left, y },
    { size: 10, color: PALETTE.slate, width },
  );
  y = doc.y + 8;
  // The legend of the egg marks.
  let x = left;
  for (const [kind, label] of [
    ['eggless', 'Eggless'],
    ['egg', 'With egg'],
  ] as const) {
    eggMark(doc, kind, x, y + 1);
    write(doc, label, { x: x + 14, y }, { size: 9, color: PALETTE.slate });
    x += 80;
  }
  write(doc, 'Both marks: made either way, you choose when you order.', { x, y }, { size: 9, color: PALETTE.slate });
  y += 24;

  const columns = { name: left, price750: left + width - 232, price1: left + width - 162, ready: left + width - 82 };
  /** A row's preparation time at its right and the rule under it; answers where the next row starts. */
  const endRow = (top: number, bottom: number, preparationHours: number) => {
    write(
      doc,
      readyIn(preparationHours),
      { x: columns.ready, y: top },
      { size: 9.5, color: PALETTE.slate, width: 76, align: 'right' },
    );
    const rule = bottom + 3;
    doc
      .moveTo(left, rule)
      .lineTo(left + width, rule)
      .lineWidth(0.5)
      .strokeColor(PALETTE.line)
      .stroke();
    return rule + 6;
  };
  const tableHead = () => {
    doc.rect(left, y, width, 20).fill(PALETTE.roast);
    write(doc, 'Cake', { x: columns.name + 6, y: y + 5 }, { size: 9, weight: 'bold', color: PALETTE.milk });
    write(
      doc,
      '750 g',
      { x: columns.price750, y: y + 5 },
      {
        size: 9,
        weight: 'bold',
        color: PALETTE.milk,
        width: 64,
        align: 'right',
      },
    );
    write(
      doc,
      '1 kg',
      { x: columns.price1, y: y + 5 },
      {
        size: 9,
        weight: 'bold',
        color: PALETTE.milk,
        width: 64,
        align: 'right',
      },
    );
    write(
      doc,
      'Ready in',
      { x: columns.ready, y: y + 5 },
      {
        size: 9,
        weight: 'bold',
        color: PALETTE.milk,
        width: 76,
        align: 'right',
      },
    );
    y += 26;
  };

  const active = cakes.filter((cake) => cake.isActive);
  for (const category of CAKE_CATEGORIES) {
    const inCategory = active.filter((cake) => cake.category === category._id);
    if (inCategory.length === 0) continue;
    room(80);
    write(doc, category.catname, { x: left, y }, { heading: true, size: 15, color: PALETTE.roast });
    y = doc.y + 4;
    tableHead();
    for (const cake of inCategory) {
      const extras = [
        EGG_TEXT[cake.isveg],
        cake.sugarFree ? 'sugar free' : null,
        cake.glutenFree ? 'gluten free' : null,
        cake.pricePermedium === undefined ? 'sizes 1 to 3 kg' : 'sizes 750 g, 1 to 3 kg',
      ].filter(Boolean);
      room(36);
      marksFor(doc, cake.isveg, columns.name + 6, y + 3);
      // Room for two marks, so every name starts at one place.
      const markWidth = 24;
      write(
        doc,
        cake.name,
        { x: columns.name + 10 + markWidth, y },
        {
          size: 10.5,
          weight: 'bold',
          width: columns.price750 - columns.name - 20 - markWidth,
        },
      );
      const nameBottom = doc.y;
      write(
        doc,
        extras.join(' · '),
        { x: columns.name + 10 + markWidth, y: nameBottom },
        {
          size: 8.5,
          color: PALETTE.slate,
          width: columns.price750 - columns.name - 20 - markWidth,
        },
      );
      const rowBottom = doc.y;
      write(
        doc,
        cake.pricePermedium === undefined ? '–' : `₹${formatPrice(cake.pricePermedium)}`,
        {
          x: columns.price750,
          y,
        },
        { size: 10.5, width: 64, align: 'right' },
      );
      write(
        doc,
        `₹${formatPrice(cake.pricePerlarge)}`,
        { x: columns.price1, y },
        { size: 10.5, width: 64, align: 'right' },
      );
      y = endRow(y, rowBottom, cake.preparationTime);
    }
    y += 10;
  }

  const hampers = offers.filter((offer) => offer.isActive);
  if (hampers.length > 0) {
    room(80);
    write(doc, 'Gift hampers', { x: left, y }, { heading: true, size: 15, color: PALETTE.roast });
    y = doc.y + 6;
    for (const hamper of hampers) {
      room(40);
      write(doc, hamper.name, { x: left + 6, y }, { size: 10.5, weight: 'bold', width: width - 170 });
      const nameBottom = doc.y;
      write(
        doc,
        [hamper.smalldesc, hamper.seasonal ? 'seasonal' : null].filter(Boolean).join(' · '),
        {
          x: left + 6,
          y: nameBottom,
        },
        { size: 8.5, color: PALETTE.slate, width: width - 170 },
      );
      const rowBottom = doc.y;
      write(doc, `₹${formatPrice(hamper.price)}`, { x: columns.price1, y }, { size: 10.5, width: 64, align: 'right' });
      y = endRow(y, rowBottom, hamper.preparationTime);
    }
    y += 10;
  }

  room(40 + stores.length * 48);
  write(doc, 'Our outlets', { x: left, y }, { heading: true, size: 15, color: PALETTE.roast });
  y = doc.y + 6;
  const third = (width - 24) / 3;
  let tallest = y;
  stores.forEach((store, index) => {
    const x = left + index * (third + 12);
    write(doc, store.title, { x, y }, { size: 10, weight: 'bold', width: third });
    write(doc, hoursOf(store), {}, { size: 9, color: PALETTE.roast, width: third });
    write(doc, store.address, {}, { size: 8.5, color: PALETTE.slate, width: third });
    write(doc, store.phone, {}, { size: 8.5, color: PALETTE.slate, width: third });
    tallest = Math.max(tallest, doc.y);
  });
  y = tallest;

  // Every page's foot: the page's number of the whole.
  const range = doc.bufferedPageRange();
  for (let index = 0; index < range.count; index++) {
    doc.switchToPage(range.start + index);
    const footY = doc.page.height - 36;
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    write(
      doc,
      `Roast · roastcafe.in · Page ${index + 1} of ${range.count}`,
      { x: left, y: footY },
      {
        size: 8,
        color: PALETTE.slate,
        width,
        align: 'center',
        lineBreak: false,
      },
    );
    doc.page.margins.bottom = margin;
  }
  return toBuffer(doc);
}
